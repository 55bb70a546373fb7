package androidx.webkit;

/** Stub of androidx.webkit.ScriptHandler for a JVM type-check only. */
public interface ScriptHandler {
    void remove();
}
