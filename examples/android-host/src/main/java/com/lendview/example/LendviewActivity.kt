package com.lendview.example

import android.app.Activity
import android.app.AlertDialog
import android.content.Intent
import android.net.Uri
import android.os.Bundle
import android.os.Handler
import android.os.Looper
import android.webkit.WebView
import androidx.webkit.JavaScriptReplyProxy
import androidx.webkit.WebViewCompat
import androidx.webkit.WebViewFeature
import com.lendview.bridge.CallPhoneMessage
import com.lendview.bridge.CloseMessage
import com.lendview.bridge.EventType
import com.lendview.bridge.LendviewDispatcher
import com.lendview.bridge.LendviewHost
import com.lendview.bridge.LendviewOutcome
import com.lendview.bridge.TrackMessage

/** The one origin whose pages may talk to the app; a payment provider's page in the same web view may not. */
const val PAGES_ORIGIN = "https://app.lender.example"

/**
 * The lendview pages in a web view, answering the bridge with the generated dispatcher
 * (bridge-spec/kotlin). Needs androidx.webkit 1.8+ for the web-message listener and the
 * document-start script.
 */
class LendviewActivity : Activity() {
    private lateinit var webView: WebView
    private var page: JavaScriptReplyProxy? = null
    private val main = Handler(Looper.getMainLooper())

    // #region host
    /** What this app does for the pages: the dispatcher lists exactly these in its hello. */
    private val host = object : LendviewHost() {
        override val appVersion: String get() = "5.3.0"

        override fun close(message: CloseMessage): LendviewOutcome {
            finish()
            return LendviewOutcome.done()
        }

        override fun callPhone(message: CallPhoneMessage): LendviewOutcome {
            startActivity(Intent(Intent.ACTION_DIAL, Uri.parse("tel:" + message.payload.number)))
            return LendviewOutcome.done()
        }

        override fun track(message: TrackMessage): LendviewOutcome {
            analytics(message.payload.event, message.payload.props ?: emptyMap())
            return LendviewOutcome.done()
        }
    }

    private val dispatcher = LendviewDispatcher(host, listOf(PAGES_ORIGIN)) { json -> page?.postMessage(json) }
    // #endregion

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        webView = WebView(this)
        webView.settings.javaScriptEnabled = true
        setContentView(webView)
        // #region listen
        if (WebViewFeature.isFeatureSupported(WebViewFeature.DOCUMENT_START_SCRIPT)) {
            // The page knows what the app can do at first paint; hello confirms it.
            WebViewCompat.addDocumentStartJavaScript(webView, dispatcher.documentStartScript(), setOf(PAGES_ORIGIN))
        }
        WebViewCompat.addWebMessageListener(webView, "LendviewHost", setOf(PAGES_ORIGIN)) { _, message, sourceOrigin, isMainFrame, replyProxy ->
            val origin = sourceOrigin.toString()
            if (isMainFrame && origin == PAGES_ORIGIN) page = replyProxy
            dispatcher.receive(message.data ?: "", origin, isMainFrame)
        }
        // #endregion
        webView.loadUrl("$PAGES_ORIGIN/fourthOliver?languageType=1")
    }

    // #region events
    override fun onResume() {
        super.onResume()
        dispatcher.emit(EventType.Resume)
    }

    override fun onPause() {
        dispatcher.emit(EventType.Pause)
        super.onPause()
    }

    /** The page closes its dialog if it has one; else leave, asking first during a payment. */
    override fun onBackPressed() {
        val request = dispatcher.requestBack { handled -> if (!handled) leave() }
        main.postDelayed({ dispatcher.expire(request) }, 300)
    }

    private fun leave() {
        if (!dispatcher.leaveGuarded) return finish()
        // Use the app's string resources; literals keep the example short.
        AlertDialog.Builder(this)
            .setMessage("Your payment is not finished. Leave anyway?")
            .setPositiveButton("Leave") { _, _ -> finish() }
            .setNegativeButton("Stay", null)
            .show()
    }
    // #endregion

    override fun onDestroy() {
        webView.destroy()
        super.onDestroy()
    }

    @Suppress("UNUSED_PARAMETER")
    private fun analytics(event: String, props: Map<String, Any>) {
        // Hand the event to the app's analytics SDK.
    }
}
