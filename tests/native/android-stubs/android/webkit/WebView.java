package android.webkit;

import android.content.Context;
import android.view.View;

/** Stub of android.webkit.WebView for a JVM type-check only. */
public class WebView extends View {
    public WebView(Context context) {}
    public WebSettings getSettings() { return null; }
    public void loadUrl(String url) {}
    public void destroy() {}
}
