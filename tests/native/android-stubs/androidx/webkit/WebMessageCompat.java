package androidx.webkit;

/** Stub of androidx.webkit.WebMessageCompat for a JVM type-check only. */
public class WebMessageCompat {
    public String getData() { return null; }
}
