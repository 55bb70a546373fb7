package androidx.webkit;

/** Stub of androidx.webkit.JavaScriptReplyProxy (androidx.webkit 1.3+); the JVM tests subclass it to record what the app posts. */
public abstract class JavaScriptReplyProxy {
    public abstract void postMessage(String message);
}
