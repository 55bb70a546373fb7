package com.lendview.example.test

import android.app.AlertDialog
import android.net.Uri
import android.os.Handler
import android.os.Looper
import android.webkit.JavascriptInterface
import android.webkit.WebView
import androidx.webkit.JavaScriptReplyProxy
import androidx.webkit.WebMessageCompat
import androidx.webkit.WebViewCompat
import androidx.webkit.WebViewFeature
import com.google.android.play.core.review.ReviewInfo
import com.google.android.play.core.review.ReviewManagerFactory
import com.lendview.example.LendviewActivity
import com.lendview.example.PAGES_ORIGIN
import org.json.JSONObject

/**
 * The Android example (examples/android-host) and the host kit's WebView wiring, run on the JVM
 * against the fakes in tests/native/android-stubs: back through the OnBackPressedDispatcher (as
 * the predictive back gesture reaches an app), the leave guard, a page reload, an old WebView,
 * pause and resume, and an action that answers later. A plain main (no JUnit on the build machine).
 */
fun main() {
    val test = AndroidHostTest()
    test.run()
    for (failure in test.failures) println("FAILS: $failure")
    println("android host: " + test.checks + " checks, " + test.failures.size + " failures")
    if (test.failures.isNotEmpty()) System.exit(1)
}

const val PAGE_URL = "$PAGES_ORIGIN/fourthOliver?languageType=1"
const val HELLO = "{\"lendview\":1,\"id\":\"w-1\",\"type\":\"hello\",\"payload\":{\"protocol\":1,\"sdkVersion\":\"0.1.0\"}}"
const val GUARD_ON = "{\"lendview\":1,\"id\":\"w-2\",\"type\":\"leaveGuard\",\"payload\":{\"active\":true,\"reason\":\"otp\"}}"

/** The page in the main frame, as androidx.webkit's reply proxy sees it. */
class Page : JavaScriptReplyProxy() {
    val posted = ArrayList<JSONObject>()

    override fun postMessage(message: String) {
        posted.add(JSONObject(message))
    }

    fun lastRequest(): String? = posted.lastOrNull { it.has("request") }?.getString("id")
}

/** One LendviewActivity on a WebView with these features. */
class Screen(features: Set<String>) {
    val activity = LendviewActivity()
    val webView: WebView
    val page = Page()

    init {
        WebViewFeature.supported.clear()
        WebViewFeature.supported.addAll(features)
        Handler.POSTED.clear()
        Handler.DELAYED.clear()
        AlertDialog.shown = null
        activity.testCreate(null)
        webView = WebView.created.last()
    }

    /** The page posts [json] from a frame of [origin]. */
    fun post(json: String, origin: String = PAGES_ORIGIN, isMainFrame: Boolean = true) {
        WebViewCompat.listeners.getValue(webView).onPostMessage(webView, WebMessageCompat(json), Uri.parse(origin), isMainFrame, page)
    }

    fun back() = activity.onBackPressedDispatcher.onBackPressed()
}

class AndroidHostTest {
    var checks = 0
    val failures = ArrayList<String>()
    private val modern = setOf(WebViewFeature.WEB_MESSAGE_LISTENER, WebViewFeature.DOCUMENT_START_SCRIPT)

    private fun check(ok: Boolean, what: String) {
        checks += 1
        if (!ok) failures.add(what)
    }

    fun run() {
        backAsksThePageFirst()
        leaveGuardAsksTheBorrower()
        reloadDropsTheGuard()
        oldWebViewUsesTheLegacyInterface()
        pauseAndResume()
        actionsAnswerLater()
        subframesAndForeignPages()
    }

    /** Issue 22 point 1: Android 16 sends back through the dispatcher only, never onBackPressed. */
    private fun backAsksThePageFirst() {
        val screen = Screen(modern)
        screen.post(HELLO)
        check(screen.page.posted.last().getJSONObject("result").getJSONArray("capabilities").toString() == "[\"close\",\"callPhone\",\"track\",\"openRating\",\"leaveGuard\"]", "hello lists the example's actions: ${screen.page.posted.last()}")
        check(WebViewCompat.documentStartScripts.getValue(screen.webView).contains("window.lendviewHello="), "the hello is in the page at document start")
        screen.back()
        val request = screen.page.lastRequest()
        check(request != null && !screen.activity.isFinishing, "back (button or predictive gesture) asks the page first and stays")
        screen.post("{\"lendview\":1,\"id\":\"$request\",\"result\":{\"handled\":true}}")
        Handler.runDelayed()
        check(!screen.activity.isFinishing, "the page closed its dialog: the screen stays")
        screen.back()
        Handler.runDelayed()
        check(screen.activity.isFinishing && AlertDialog.shown == null, "no answer in 300 ms and no guard: the screen closes")
    }

    private fun leaveGuardAsksTheBorrower() {
        val screen = Screen(modern)
        screen.post(HELLO)
        screen.post(GUARD_ON)
        screen.back()
        screen.back()
        check(screen.page.posted.count { it.has("request") } == 1, "a second back while the page is asked sends nothing")
        Handler.runDelayed()
        val dialog = AlertDialog.shown
        check(dialog != null && !screen.activity.isFinishing, "during the code step, back asks the borrower before leaving")
        dialog?.clickNegative()
        check(!screen.activity.isFinishing, "Stay keeps the screen")
        screen.back()
        Handler.runDelayed()
        AlertDialog.shown?.clickPositive()
        check(screen.activity.isFinishing, "Leave closes it")
    }

    /** Issue 22 point 5: a reload during the code step must not leave the guard on for good. */
    private fun reloadDropsTheGuard() {
        val screen = Screen(modern)
        screen.post(HELLO)
        screen.post(GUARD_ON)
        screen.webView.webViewClient.onPageStarted(screen.webView, PAGE_URL, null)
        screen.post(HELLO)
        screen.back()
        Handler.runDelayed()
        check(AlertDialog.shown == null && screen.activity.isFinishing, "after a reload the old page's guard is gone")
    }

    /** Issue 22 point 4: on a WebView without the web-message listener the example used to throw. */
    private fun oldWebViewUsesTheLegacyInterface() {
        val screen = try {
            Screen(emptySet())
        } catch (error: UnsupportedOperationException) {
            null
        }
        check(screen != null, "an old WebView does not crash the screen")
        if (screen == null) return
        val bridge = screen.webView.javascriptInterfaces["LendviewAndroid"]
        val method = bridge?.javaClass?.methods?.firstOrNull { it.name == "postMessage" && it.isAnnotationPresent(JavascriptInterface::class.java) }
        check(method != null, "the legacy interface LendviewAndroid.postMessage is there, annotated for the page")
        if (bridge == null || method == null) return
        // The WebView calls the interface on a background thread.
        Looper.onMainThread = false
        method.invoke(bridge, HELLO)
        Looper.onMainThread = true
        check(screen.webView.evaluated.isEmpty(), "nothing runs off the main thread")
        Handler.runPosted()
        val script = screen.webView.evaluated.lastOrNull() ?: ""
        check(script.startsWith("if((function(l){") && script.contains("window.lendviewReceive(") && script.contains("leaveGuard"), "the hello reply goes back through lendviewReceive, on an allowed page only: $script")
        screen.webView.loadUrl("https://pay.provider.example/3ds")
        val before = screen.webView.evaluated.size
        method.invoke(bridge, HELLO)
        Handler.runPosted()
        check(screen.webView.evaluated.size == before, "a foreign top page gets no answer on the legacy interface")
    }

    private fun pauseAndResume() {
        val screen = Screen(modern)
        screen.post(HELLO)
        screen.activity.testPause()
        screen.activity.testResume()
        val events = screen.page.posted.filter { it.has("event") }.map { it.getString("event") }
        check(events == listOf("pause", "resume"), "pause and resume reach the page: $events")
    }

    /** Issue 22 point 7: Play's review flow answers later, and its failure is the page's error. */
    private fun actionsAnswerLater() {
        val screen = Screen(modern)
        ReviewManagerFactory.requests.clear()
        ReviewManagerFactory.launches.clear()
        screen.post("{\"lendview\":1,\"id\":\"w-8\",\"type\":\"openRating\",\"payload\":{}}")
        check(screen.page.posted.isEmpty(), "the rating call waits for Play")
        ReviewManagerFactory.requests[0].setResult(object : ReviewInfo() {})
        Looper.onMainThread = false
        ReviewManagerFactory.launches[0].setResult(null)
        Looper.onMainThread = true
        check(screen.page.posted.isEmpty(), "a reply from another thread waits for the main thread")
        Handler.runPosted()
        check(screen.page.posted.lastOrNull()?.toString() == "{\"lendview\":1,\"id\":\"w-8\",\"result\":null}", "done when the flow ends: ${screen.page.posted}")
        screen.post("{\"lendview\":1,\"id\":\"w-9\",\"type\":\"openRating\",\"payload\":{}}")
        ReviewManagerFactory.requests[1].setException(IllegalStateException("Play Store missing"))
        val error = screen.page.posted.last().optJSONObject("error")
        check(error?.getString("code") == "failed" && error.getString("message") == "Play Store missing", "Play's failure is the error reply: ${screen.page.posted.last()}")
        screen.post("{\"lendview\":1,\"id\":\"w-10\",\"type\":\"callPhone\",\"payload\":{\"number\":\"+52 55 1234 5678\"}}")
        check(screen.activity.startedIntents.lastOrNull()?.data?.toString() == "tel:+525512345678", "the dialer gets the number without spaces")
    }

    private fun subframesAndForeignPages() {
        val screen = Screen(modern)
        screen.post(HELLO, isMainFrame = false)
        screen.post(HELLO, origin = "https://pay.provider.example")
        check(screen.page.posted.isEmpty(), "a subframe or a foreign page gets no answer")
    }
}
