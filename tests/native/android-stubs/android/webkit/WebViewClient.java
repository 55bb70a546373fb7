package android.webkit;

import android.graphics.Bitmap;

/** Stub of android.webkit.WebViewClient: the callbacks the example overrides. */
public class WebViewClient {
    public void onPageStarted(WebView view, String url, Bitmap favicon) {}
    public void onPageFinished(WebView view, String url) {}

    /** @deprecated Since API 24: use the WebResourceRequest overload. */
    @Deprecated
    public boolean shouldOverrideUrlLoading(WebView view, String url) { return false; }
}
