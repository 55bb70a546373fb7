package android.webkit;

/** Stub of android.webkit.WebSettings for a JVM type-check only. */
public abstract class WebSettings {
    public abstract void setJavaScriptEnabled(boolean flag);
    public abstract boolean getJavaScriptEnabled();
}
