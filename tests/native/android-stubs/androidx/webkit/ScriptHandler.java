package androidx.webkit;

/** Stub of androidx.webkit.ScriptHandler. */
public interface ScriptHandler {
    void remove();
}
