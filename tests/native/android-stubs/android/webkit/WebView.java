package android.webkit;

import android.content.Context;
import android.os.Bundle;
import android.view.View;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Fake of android.webkit.WebView with the real signatures of what the host kit and the example
 * use. TEST members record what the app did, so the JVM tests can play the page.
 */
public class WebView extends View {
    /** TEST: every WebView made, in order. */
    public static final List<WebView> created = new ArrayList<>();
    /** TEST: the objects given to addJavascriptInterface, by name. */
    public final Map<String, Object> javascriptInterfaces = new LinkedHashMap<>();
    /** TEST: the scripts given to evaluateJavascript. */
    public final List<String> evaluated = new ArrayList<>();
    /** TEST: the URLs of the back stack; the last is the page shown. */
    public final List<String> history = new ArrayList<>();
    private WebViewClient client = new WebViewClient();
    private final WebSettings settings = new WebSettings() {
        private boolean javaScript;
        @Override public void setJavaScriptEnabled(boolean flag) { javaScript = flag; }
        @Override public boolean getJavaScriptEnabled() { return javaScript; }
    };

    public WebView(Context context) { created.add(this); }
    public WebSettings getSettings() { return settings; }
    public void loadUrl(String url) { history.add(url); }
    public String getUrl() { return history.isEmpty() ? null : history.get(history.size() - 1); }
    public boolean canGoBack() { return history.size() > 1; }
    public void goBack() { if (canGoBack()) history.remove(history.size() - 1); }
    public void addJavascriptInterface(Object object, String name) { javascriptInterfaces.put(name, object); }
    public void evaluateJavascript(String script, ValueCallback<String> resultCallback) { evaluated.add(script); }
    public void setWebViewClient(WebViewClient client) { this.client = client; }
    public WebViewClient getWebViewClient() { return client; }
    public WebBackForwardList saveState(Bundle outState) { return null; }
    public WebBackForwardList restoreState(Bundle inState) { return null; }
    public void destroy() {}
}
