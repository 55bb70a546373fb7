package androidx.webkit;

import java.util.HashSet;
import java.util.Set;

/** Fake of androidx.webkit.WebViewFeature: TEST `supported` plays the installed WebView's version. */
public class WebViewFeature {
    public static final String WEB_MESSAGE_LISTENER = "WEB_MESSAGE_LISTENER";
    public static final String DOCUMENT_START_SCRIPT = "DOCUMENT_START_SCRIPT";
    /** TEST: the features the installed WebView has. */
    public static final Set<String> supported = new HashSet<>();

    public static boolean isFeatureSupported(String feature) { return supported.contains(feature); }
}
