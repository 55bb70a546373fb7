package android.webkit;

/** Stub of android.webkit.ValueCallback. */
public interface ValueCallback<T> {
    void onReceiveValue(T value);
}
