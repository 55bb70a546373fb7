package com.lendview.bridge

import android.os.Handler
import android.os.Looper
import android.webkit.JavascriptInterface
import android.webkit.WebView
import androidx.activity.OnBackPressedCallback
import androidx.webkit.JavaScriptReplyProxy
import androidx.webkit.WebViewCompat
import androidx.webkit.WebViewFeature

/**
 * A [LendviewDispatcher] wired to one WebView. [attach] it before the first `loadUrl`:
 *
 * - where the WebView has `WEB_MESSAGE_LISTENER` (androidx.webkit), the page's messages come
 *   through `WebViewCompat.addWebMessageListener`, which says the frame and the origin of each;
 * - on an older WebView, through `addJavascriptInterface(…, "LendviewAndroid")`, which every frame
 *   sees and which names no frame: the top page's origin is checked, a subframe cannot be told
 *   apart (pass `legacyFallback = false` to run without a bridge there instead);
 * - where it has `DOCUMENT_START_SCRIPT`, the hello is in the page at first paint.
 *
 * Replies and events go to the page on the main thread, whatever thread an action answers on.
 */
class LendviewWebView private constructor(
    private val webView: WebView,
    appVersion: String,
    allowedOriginRules: Set<String>,
    actions: LendviewActions
) {
    /** How the page reaches the app in this WebView; null when it cannot (an old WebView, no fallback). */
    enum class Transport { WebMessageListener, JavascriptInterface }

    private val main = Handler(Looper.getMainLooper())

    /** The last main-frame page that spoke, on the web-message transport. */
    @Volatile
    private var page: JavaScriptReplyProxy? = null

    /** Emit events, ask back, read the leave guard here. */
    val dispatcher: LendviewDispatcher = LendviewDispatcher(appVersion, allowedOriginRules, actions) { json -> onMain { send(json) } }

    var transport: Transport? = null
        private set

    companion object {
        /** How long the page has to answer back before the app decides (the protocol's 300 ms). */
        const val BACK_ANSWER_MS: Long = 300

        /** Wires the bridge to [webView]; throws IllegalArgumentException for a malformed origin rule. */
        @JvmStatic
        @JvmOverloads
        fun attach(
            webView: WebView,
            appVersion: String,
            allowedOriginRules: Set<String>,
            actions: LendviewActions,
            legacyFallback: Boolean = true
        ): LendviewWebView {
            val bridge = LendviewWebView(webView, appVersion, allowedOriginRules, actions)
            bridge.install(legacyFallback)
            return bridge
        }
    }

    private fun install(legacyFallback: Boolean) {
        val rules = dispatcher.origins.rules
        if (WebViewFeature.isFeatureSupported(WebViewFeature.WEB_MESSAGE_LISTENER)) {
            WebViewCompat.addWebMessageListener(webView, "LendviewHost", rules) { _, message, sourceOrigin, isMainFrame, replyProxy ->
                val origin = sourceOrigin.toString()
                if (isMainFrame && dispatcher.origins.allows(origin)) page = replyProxy
                dispatcher.receive(message.data ?: "", origin, isMainFrame)
            }
            transport = Transport.WebMessageListener
        } else if (legacyFallback) {
            webView.addJavascriptInterface(LendviewAndroidInterface(this), "LendviewAndroid")
            transport = Transport.JavascriptInterface
        }
        if (transport != null && WebViewFeature.isFeatureSupported(WebViewFeature.DOCUMENT_START_SCRIPT)) {
            WebViewCompat.addDocumentStartJavaScript(webView, dispatcher.documentStartScript(), rules)
        }
    }

    /** From your WebViewClient's `onPageStarted`: a new document in the main frame. */
    fun pageStarted() {
        page = null
        dispatcher.pageStarted()
    }

    /**
     * Back for `onBackPressedDispatcher.addCallback(this, …)`: the button and the predictive back
     * gesture (Android 16 with targetSdk 36 never calls `onBackPressed`). It asks the page first;
     * when the page closed nothing, or did not answer in [BACK_ANSWER_MS], [leave] decides, told
     * whether the page holds a leave guard (then ask the borrower first). A second back while the
     * page is being asked is ignored.
     */
    fun backCallback(leave: (guarded: Boolean) -> Unit): OnBackPressedCallback = object : OnBackPressedCallback(true) {
        private var asking = false

        override fun handleOnBackPressed() {
            if (asking) return
            asking = true
            val id = dispatcher.requestBack { handled ->
                asking = false
                if (!handled) leave(dispatcher.leaveGuarded)
            }
            main.postDelayed({ dispatcher.expire(id) }, BACK_ANSWER_MS)
        }
    }

    /** A message of the legacy transport, on a WebView background thread. */
    internal fun receiveLegacy(json: String) = onMain {
        // Every frame sees the interface and none says which it is: the top page is what can be checked.
        dispatcher.receive(json, webView.url ?: "null", true)
    }

    private fun onMain(task: () -> Unit) {
        if (Looper.myLooper() == Looper.getMainLooper()) task() else main.post(Runnable { task() })
    }

    private fun send(json: String) {
        when (transport) {
            Transport.WebMessageListener -> page?.postMessage(json)
            Transport.JavascriptInterface -> webView.evaluateJavascript(dispatcher.receiveScript(json), null)
            null -> Unit
        }
    }
}

/** `window.LendviewAndroid` on a WebView without the web-message listener. Public, for the WebView's reflection. */
class LendviewAndroidInterface internal constructor(private val bridge: LendviewWebView) {
    /** The page's `LendviewAndroid.postMessage(json)`. */
    @JavascriptInterface
    fun postMessage(json: String) = bridge.receiveLegacy(json)
}
