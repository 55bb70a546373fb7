package androidx.webkit;

/** Stub of androidx.webkit.JavaScriptReplyProxy (androidx.webkit 1.3+) for a JVM type-check only. */
public abstract class JavaScriptReplyProxy {
    public abstract void postMessage(String message);
}
