package androidx.webkit;

/** Stub of androidx.webkit.WebViewFeature for a JVM type-check only. */
public class WebViewFeature {
    public static final String WEB_MESSAGE_LISTENER = "WEB_MESSAGE_LISTENER";
    public static final String DOCUMENT_START_SCRIPT = "DOCUMENT_START_SCRIPT";
    public static boolean isFeatureSupported(String feature) { return true; }
}
