package androidx.webkit;

import android.net.Uri;
import android.webkit.WebView;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Fake of androidx.webkit.WebViewCompat with the real signatures, throwing as the real one does
 * on a WebView without the feature. TEST members record the listener and scripts per WebView.
 */
public class WebViewCompat {
    /** TEST: the listener added to each WebView. */
    public static final Map<WebView, WebMessageListener> listeners = new LinkedHashMap<>();
    /** TEST: the document-start script added to each WebView. */
    public static final Map<WebView, String> documentStartScripts = new LinkedHashMap<>();

    public interface WebMessageListener {
        void onPostMessage(WebView view, WebMessageCompat message, Uri sourceOrigin, boolean isMainFrame, JavaScriptReplyProxy replyProxy);
    }

    public static void addWebMessageListener(WebView webView, String jsObjectName, Set<String> allowedOriginRules, WebMessageListener listener) {
        if (!WebViewFeature.isFeatureSupported(WebViewFeature.WEB_MESSAGE_LISTENER)) throw new UnsupportedOperationException("This method is not supported by the current version of the framework and the current WebView APK");
        listeners.put(webView, listener);
    }

    public static ScriptHandler addDocumentStartJavaScript(WebView webView, String script, Set<String> allowedOriginRules) {
        if (!WebViewFeature.isFeatureSupported(WebViewFeature.DOCUMENT_START_SCRIPT)) throw new UnsupportedOperationException("This method is not supported by the current version of the framework and the current WebView APK");
        documentStartScripts.put(webView, script);
        return () -> documentStartScripts.remove(webView);
    }
}
