package com.lendview.example

import android.app.AlertDialog
import android.content.Intent
import android.graphics.Bitmap
import android.net.Uri
import android.os.Bundle
import android.webkit.WebView
import android.webkit.WebViewClient
import androidx.activity.ComponentActivity
import com.google.android.play.core.review.ReviewManagerFactory
import com.lendview.bridge.ErrorCode
import com.lendview.bridge.EventType
import com.lendview.bridge.LendviewActions
import com.lendview.bridge.LendviewReply
import com.lendview.bridge.LendviewWebView

/** The one origin whose pages may talk to the app; a payment provider's page in the same web view may not. */
const val PAGES_ORIGIN = "https://app.lender.example"

/**
 * The lendview pages in a web view, answering the bridge with the host kit (bridge-spec/android).
 * Rotation, dark mode and a language change do not recreate it (AndroidManifest.xml lists them in
 * `configChanges`), so a payment in flight and its leave guard survive them.
 */
class LendviewActivity : ComponentActivity() {
    private lateinit var webView: WebView
    private lateinit var lendview: LendviewWebView

    // region host
    /** What this app does for the pages: the hello lists exactly these; the page hides the rest. */
    private val actions = LendviewActions()
        .close { _, reply ->
            finish()
            reply.done()
        }
        .callPhone { message, reply ->
            startActivity(Intent(Intent.ACTION_DIAL, Uri.parse("tel:" + message.payload.number.replace(" ", ""))))
            reply.done()
        }
        .track { message, reply ->
            analytics(message.payload.event, message.payload.props ?: emptyMap())
            reply.done()
        }
        .openRating { _, reply -> rate(reply) }
    // endregion

    // region async
    /** Play's in-app review: the page's call settles when the flow ends, or fails with Play's error. */
    private fun rate(reply: LendviewReply) {
        val reviews = ReviewManagerFactory.create(this)
        reviews.requestReviewFlow().addOnCompleteListener { request ->
            if (request.isSuccessful) {
                reviews.launchReviewFlow(this, request.result).addOnCompleteListener { reply.done() }
            } else {
                reply.failed(ErrorCode.Failed, request.exception?.message ?: "No review flow")
            }
        }
    }
    // endregion

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        webView = WebView(this)
        webView.settings.javaScriptEnabled = true
        setContentView(webView)
        // region listen
        // Before the first load: the web-message listener (the legacy interface on an old WebView) and the hello.
        lendview = LendviewWebView.attach(webView, "5.3.0", setOf(PAGES_ORIGIN), actions)
        webView.webViewClient = object : WebViewClient() {
            override fun onPageStarted(view: WebView, url: String?, favicon: Bitmap?) {
                // A new page: the old one's leave guard goes with it.
                lendview.pageStarted()
            }
        }
        // endregion
        // region back
        onBackPressedDispatcher.addCallback(this, lendview.backCallback { guarded -> leave(guarded) })
        // endregion
        // After the process was killed in the background: the history comes back, the page reloads.
        if (savedInstanceState == null || webView.restoreState(savedInstanceState) == null) {
            webView.loadUrl("$PAGES_ORIGIN/fourthOliver?languageType=1")
        }
    }

    // region events
    override fun onResume() {
        super.onResume()
        lendview.dispatcher.emit(EventType.Resume)
    }

    override fun onPause() {
        lendview.dispatcher.emit(EventType.Pause)
        super.onPause()
    }

    /** Back the page did not handle: its previous page, else close; during a payment, ask first. */
    private fun leave(guarded: Boolean) {
        if (!guarded) return goBack()
        // Use the app's string resources; literals keep the example short.
        AlertDialog.Builder(this)
            .setMessage("Your payment is not finished. Leave anyway?")
            .setPositiveButton("Leave") { _, _ -> goBack() }
            .setNegativeButton("Stay", null)
            .show()
    }

    private fun goBack() {
        if (webView.canGoBack()) webView.goBack() else finish()
    }
    // endregion

    override fun onSaveInstanceState(outState: Bundle) {
        super.onSaveInstanceState(outState)
        webView.saveState(outState)
    }

    override fun onDestroy() {
        webView.destroy()
        super.onDestroy()
    }

    @Suppress("UNUSED_PARAMETER")
    private fun analytics(event: String, props: Map<String, Any>) {
        // Hand the event to the app's analytics SDK.
    }
}
