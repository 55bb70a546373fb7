package com.lendview.bridge

import java.io.File
import org.json.JSONArray
import org.json.JSONException
import org.json.JSONObject
import org.junit.Test

/**
 * Replays bridge-spec/vectors through the generated decoders and LendviewDispatcher: every
 * envelope gets its schema's verdict and encodes back, every hostile text is refused, every
 * origin rule reads as androidx reads it, and the dispatcher keeps the protocol's promises.
 * `./gradlew test` runs it in the module (vectors at ../vectors, or -Dlendview.vectors=DIR);
 * the SDK's build machine runs [main] (no JUnit or Gradle there).
 */
class LendviewReplayTest {
    @Test
    fun everyVectorHostileTextAndOriginRuleGetsItsVerdict() {
        val replay = Replay(File(System.getProperty("lendview.vectors") ?: "../vectors"))
        replay.run()
        if (replay.failures.isNotEmpty()) throw AssertionError(replay.failures.joinToString("\n"))
    }
}

fun main(args: Array<String>) {
    val replay = Replay(File(if (args.isNotEmpty()) args[0] else "bridge-spec/vectors"))
    replay.run()
    for (failure in replay.failures) println("DISAGREES: $failure")
    println("kotlin replay: " + replay.checks + " checks, " + replay.failures.size + " disagreements")
    if (replay.failures.isNotEmpty()) System.exit(1)
}

const val PAGE = "https://app.lender.example"

/** A page that records what the dispatcher posts to it. */
class Recorder {
    val posted = ArrayList<JSONObject>()

    fun post(json: String) {
        posted.add(LendviewJson.parse(json))
    }
}

class Replay(private val dir: File) {
    var checks = 0
    val failures = ArrayList<String>()

    fun check(ok: Boolean, what: String) {
        checks += 1
        if (!ok) failures.add(what)
    }

    fun run() {
        vectors()
        hostile()
        origins()
        dispatcher()
        asynchronousReplies()
        pageLoads()
    }

    /** Closes, is denied the dialer, and does nothing else. */
    private fun actions(calls: MutableList<String>): LendviewActions = LendviewActions()
        .close { _, reply ->
            calls.add("close")
            reply.done()
        }
        .callPhone { _, reply ->
            calls.add("callPhone")
            reply.failed(ErrorCode.Denied, "no dialer")
        }

    private fun read(name: String): JSONArray = JSONArray(File(dir, name).readText())

    /** Decodes an envelope with its schema's decoder and encodes it again. */
    private fun roundTrip(schema: String, envelope: JSONObject): JSONObject = when (schema) {
        "message" -> WebMessage.fromJson(envelope).toJson()
        "answer" -> LendviewDecode.answer(envelope).let { if (it is BackAnswer) it.toJson() else (it as RefusedAnswer).toJson() }
        "reply" -> LendviewDecode.reply(envelope).let { if (it is ResultReply) it.toJson() else (it as ErrorReply).toJson() }
        "reply.hello" -> HelloReplyEnvelope.fromJson(envelope).toJson()
        "event" -> EventEnvelope.fromJson(envelope).toJson()
        "request" -> RequestEnvelope.fromJson(envelope).toJson()
        else -> throw IllegalStateException("No decoder for schema $schema")
    }

    /** JSON equality (key order aside); org.json on Android has no `similar`. */
    private fun same(a: Any?, b: Any?): Boolean = when {
        a is JSONObject && b is JSONObject -> a.length() == b.length() && a.keys().asSequence().all { b.has(it) && same(a.get(it), b.get(it)) }
        a is JSONArray && b is JSONArray -> a.length() == b.length() && (0 until a.length()).all { same(a.get(it), b.get(it)) }
        a is Number && b is Number -> a.toDouble() == b.toDouble()
        else -> a == b
    }

    private fun vectors() {
        for (name in listOf("web-to-native.json", "native-to-web.json")) {
            val vectors = read(name)
            for (i in 0 until vectors.length()) {
                val vector = vectors.getJSONObject(i)
                val schema = vector.getString("schema")
                val text = vector.get("envelope").toString()
                val valid = vector.getBoolean("valid")
                val label = name + " [" + vector.getString("why") + "]"
                val encoded = try {
                    roundTrip(schema, LendviewJson.parse(text))
                } catch (error: JSONException) {
                    null
                }
                check((encoded != null) == valid, "$label: the decoder says ${encoded != null}, the schema $valid")
                if (encoded != null) check(same(encoded, LendviewJson.parse(text)), "$label: encodes back as $encoded")
                if (schema == "message") dispatch(text, valid, label)
            }
        }
    }

    private fun dispatch(text: String, valid: Boolean, label: String) {
        val calls = ArrayList<String>()
        val page = Recorder()
        val dispatcher = LendviewDispatcher("replay", listOf(PAGE), actions(calls), page::post)
        check(dispatcher.receive(text, "https://pay.provider.example", true) == LendviewDispatcher.Refusal.ForeignOrigin, "$label: a foreign origin is refused")
        check(dispatcher.receive(text, PAGE, false) == LendviewDispatcher.Refusal.Subframe, "$label: a subframe is refused")
        check(page.posted.isEmpty() && calls.isEmpty(), "$label: nothing reaches the app or the page from a foreign origin or a subframe")
        val refusal = dispatcher.receive(text, PAGE, true)
        check((refusal == null) == valid, "$label: the dispatcher says $refusal")
        for (reply in page.posted) {
            val ok = try {
                if (reply.optJSONObject("result")?.has("capabilities") == true) HelloReplyEnvelope.fromJson(reply) else LendviewDecode.reply(reply)
                true
            } catch (error: JSONException) {
                false
            }
            check(ok && reply.get("lendview") == 1, "$label: the reply $reply is a valid reply envelope")
        }
    }

    private fun hostile() {
        val texts = read("hostile.json")
        for (i in 0 until texts.length()) {
            val entry = texts.getJSONObject(i)
            var text = entry.getString("text")
            val expand = entry.optJSONObject("expand")
            if (expand != null) {
                val times = expand.getInt("times")
                text = text.replaceFirst(expand.getString("at"), expand.getString("open").repeat(times) + expand.getString("close").repeat(times))
            }
            val label = "hostile [" + entry.getString("why") + "]"
            val calls = ArrayList<String>()
            val page = Recorder()
            val dispatcher = LendviewDispatcher("replay", listOf(PAGE), actions(calls), page::post)
            // What receive returned, or the name of what it threw (it must never throw).
            val refusal: Any? = try {
                dispatcher.receive(text, PAGE, true)
            } catch (error: Throwable) {
                error.javaClass.simpleName
            }
            check(refusal == LendviewDispatcher.Refusal.Invalid && calls.isEmpty() && page.posted.isEmpty(), "$label: refused without a call or a reply (got $refusal)")
            val thrown = try {
                LendviewJsonReader.readObject(text)
                null
            } catch (error: Throwable) {
                error
            }
            check(thrown is JSONException, "$label: the reader throws JSONException, not $thrown")
        }
        val twice = try {
            LendviewJsonReader.readObject("{\"lendview\":1,\"lendview\":2}")
            false
        } catch (error: JSONException) {
            true
        }
        check(twice, "a key twice is refused (parsers disagree on which value wins)")
        val values = LendviewJsonReader.readObject("{\"a\":[-0.5e1,12345678901,\"\\u00e9\\/\\n\",true,null,{}]}").getJSONArray("a")
        check(values.getDouble(0) == -5.0 && values.getLong(1) == 12345678901L && values.getString(2) == "\u00e9/\n" && values.getBoolean(3) && values.isNull(4), "strict JSON still reads every kind of value: $values")
    }

    private fun origins() {
        val cases = read("origins.json")
        for (i in 0 until cases.length()) {
            val case = cases.getJSONObject(i)
            val rule = case.getString("rule")
            val origin = case.getString("origin")
            val label = "origin rule $rule for $origin"
            if (case.isNull("allowed")) {
                val refused = try {
                    LendviewOriginRules(listOf(rule))
                    false
                } catch (error: IllegalArgumentException) {
                    true
                }
                check(refused, "$label: a malformed rule throws")
            } else {
                check(LendviewOriginRules(listOf(rule)).allows(origin) == case.getBoolean("allowed"), "$label: allowed is ${case.getBoolean("allowed")}")
            }
        }
        check(LendviewOriginRules(listOf(PAGE)).allows("$PAGE/fourthOliver?languageType=1"), "a page URL is read as its origin (the legacy transport checks webView.url)")
    }

    private fun dispatcher() {
        val calls = ArrayList<String>()
        val page = Recorder()
        val dispatcher = LendviewDispatcher("replay", listOf("https://*.lender.example"), actions(calls), page::post)
        fun send(json: String) = dispatcher.receive(json, PAGE, true)

        send("{\"lendview\":1,\"id\":\"w-1\",\"type\":\"hello\",\"payload\":{\"protocol\":1,\"sdkVersion\":\"0.1.0\"}}")
        check(page.posted.size == 1, "a wildcard rule (https://*.lender.example) lets a subdomain's hello in")
        if (page.posted.isEmpty()) return
        val hello = HelloReplyEnvelope.fromJson(page.posted.last()).result
        check(hello.capabilities == listOf("close", "callPhone", "leaveGuard") && hello.minor == 1 && hello.platform == Platform.Android, "hello lists the actions set: $hello")
        val start = dispatcher.documentStartScript()
        check(start.startsWith("(function(){if(!(function(l){") && start.contains("window.lendviewHello="), "the document-start script checks the page before it sets the hello: $start")
        check(dispatcher.receiveScript("{}").startsWith("if((function(l){"), "the legacy transport's script checks the page first")

        send("{\"lendview\":1,\"id\":\"w-2\",\"type\":\"callPhone\",\"payload\":{\"number\":\"+52 55 1234 5678\"}}")
        val denied = ErrorReply.fromJson(page.posted.last())
        check(denied.id == "w-2" && denied.error.code == ErrorCode.Denied, "an action's failure is its error reply")

        send("{\"lendview\":1,\"id\":\"w-3\",\"type\":\"goHome\",\"payload\":{}}")
        check(ErrorReply.fromJson(page.posted.last()).error.code == ErrorCode.Unsupported && !calls.contains("goHome"), "an action the app did not set is unsupported, without a call")

        send("{\"lendview\":1,\"id\":\"w-4\",\"type\":\"openWallet\",\"payload\":{}}")
        check(ErrorReply.fromJson(page.posted.last()).error.code == ErrorCode.Unsupported, "an unknown message type is unsupported")

        send("{\"lendview\":1,\"id\":\"w-5\",\"type\":\"callPhone\",\"payload\":{\"number\":\"55 1234\\n\"}}")
        check(ErrorReply.fromJson(page.posted.last()).error.code == ErrorCode.Failed && calls == listOf("callPhone"), "a number ending in a line break fails without a call")

        send("{\"lendview\":1,\"id\":\"w-6\",\"type\":\"leaveGuard\",\"payload\":{\"active\":true,\"reason\":\"otp\"}}")
        check(dispatcher.leaveGuarded, "leaveGuard on guards leaving")
        send("{\"lendview\":1,\"id\":\"w-7\",\"type\":\"leaveGuard\",\"payload\":{\"active\":false,\"reason\":\"otp\"}}")
        check(!dispatcher.leaveGuarded, "leaveGuard off lifts it")

        var handled: Boolean? = null
        val id = dispatcher.requestBack { answer -> handled = answer }
        check(RequestEnvelope.fromJson(page.posted.last()).id == id, "the back request goes to the page")
        send("{\"lendview\":1,\"id\":\"$id\",\"result\":{\"handled\":true}}")
        check(handled == true, "the page's answer reaches the app")
        val late = dispatcher.requestBack { answer -> handled = answer }
        dispatcher.expire(late)
        check(handled == false, "with no answer in time the app decides")

        dispatcher.emit(EventType.Pause)
        check(EventEnvelope.fromJson(page.posted.last()).event == EventType.Pause && page.posted.last().getInt("lendview") == 1, "events always carry lendview")

        val malformed = try {
            LendviewDispatcher("replay", listOf("$PAGE/"), LendviewActions(), page::post)
            false
        } catch (error: IllegalArgumentException) {
            true
        }
        check(malformed, "a rule with a trailing slash throws at once instead of refusing every page")
    }

    private fun asynchronousReplies() {
        val page = Recorder()
        var later: LendviewReply? = null
        val actions = LendviewActions()
            .openRating { _, reply -> later = reply }
            .logout { _, _ -> throw IllegalStateException("no session") }
        val dispatcher = LendviewDispatcher("replay", listOf(PAGE), actions, page::post)
        dispatcher.receive("{\"lendview\":1,\"id\":\"w-1\",\"type\":\"openRating\",\"payload\":{}}", PAGE, true)
        check(page.posted.isEmpty() && later != null, "an action may answer later: nothing is sent yet")
        later?.failed(ErrorCode.Failed, "Play has no review flow")
        later?.done()
        check(page.posted.size == 1 && ErrorReply.fromJson(page.posted[0]).error.message == "Play has no review flow", "a later failure reaches the page as the error reply, once: ${page.posted}")
        dispatcher.receive("{\"lendview\":1,\"id\":\"w-2\",\"type\":\"logout\",\"payload\":{\"reason\":\"user\"}}", PAGE, true)
        check(ErrorReply.fromJson(page.posted.last()).error.code == ErrorCode.Failed, "an action that throws is answered failed")
    }

    private fun pageLoads() {
        val page = Recorder()
        var later: LendviewReply? = null
        val dispatcher = LendviewDispatcher("replay", listOf(PAGE), LendviewActions().openRating { _, reply -> later = reply }, page::post)
        dispatcher.receive("{\"lendview\":1,\"id\":\"w-1\",\"type\":\"leaveGuard\",\"payload\":{\"active\":true,\"reason\":\"otp\"}}", PAGE, true)
        dispatcher.receive("{\"lendview\":1,\"id\":\"w-2\",\"type\":\"openRating\",\"payload\":{}}", PAGE, true)
        var handled: Boolean? = null
        dispatcher.requestBack { answer -> handled = answer }
        val before = page.posted.size
        dispatcher.pageStarted()
        check(!dispatcher.leaveGuarded, "a reload during the code step starts without the old page's guard")
        check(handled == false, "a back request the old page can no longer answer gets false at once")
        later?.done()
        check(page.posted.size == before, "a reply for the old page is not sent to the new one")
    }
}
