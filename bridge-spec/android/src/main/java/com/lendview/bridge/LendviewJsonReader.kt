package com.lendview.bridge

import org.json.JSONArray
import org.json.JSONException
import org.json.JSONObject

/**
 * Reads what the page posts as strict JSON (RFC 8259), never as org.json's lenient dialect:
 * unquoted keys, single quotes, comments, text after the value, trailing commas, leading zeros,
 * NaN and duplicate keys are refused. The text may hold at most [MAX_LENGTH] characters nested
 * [MAX_DEPTH] deep, so a script on the page cannot exhaust the stack (org.json recurses without a
 * limit) or the memory. The values are org.json's (JSONObject, JSONArray, String, Int, Long,
 * Double, Boolean, JSONObject.NULL), so the generated decoders read them unchanged. It throws
 * only JSONException.
 */
class LendviewJsonReader private constructor(private val text: String) {
    private var at = 0

    companion object {
        /** A bridge message is a few hundred characters; a longer text is refused unread. */
        const val MAX_LENGTH: Int = 65536

        /** A message nests three levels (envelope, payload, analytics props). */
        const val MAX_DEPTH: Int = 16

        /** The JSON object in [text]; anything else throws JSONException. */
        @JvmStatic
        fun readObject(text: String): JSONObject {
            if (text.length > MAX_LENGTH) throw JSONException("longer than $MAX_LENGTH characters")
            val reader = LendviewJsonReader(text)
            reader.space()
            val value = reader.value(0)
            reader.space()
            if (reader.at != text.length) reader.fail("text after the JSON value")
            return value as? JSONObject ?: throw JSONException("not a JSON object")
        }
    }

    private fun fail(problem: String): Nothing = throw JSONException("$problem at character $at")

    private fun space() {
        while (at < text.length && (text[at] == ' ' || text[at] == '\t' || text[at] == '\n' || text[at] == '\r')) at++
    }

    private fun next(expected: Char): Boolean {
        if (at < text.length && text[at] == expected) {
            at++
            return true
        }
        return false
    }

    private fun value(depth: Int): Any {
        if (at >= text.length) fail("a value expected")
        return when (text[at]) {
            '{' -> objectValue(depth + 1)
            '[' -> arrayValue(depth + 1)
            '"' -> stringValue()
            't' -> literal("true", true)
            'f' -> literal("false", false)
            'n' -> literal("null", JSONObject.NULL)
            else -> numberValue()
        }
    }

    private fun objectValue(depth: Int): JSONObject {
        if (depth > MAX_DEPTH) fail("nested deeper than $MAX_DEPTH")
        at++
        val json = JSONObject()
        space()
        if (next('}')) return json
        while (true) {
            space()
            if (at >= text.length || text[at] != '"') fail("a key in double quotes expected")
            val key = stringValue()
            if (json.has(key)) fail("the key $key twice")
            space()
            if (!next(':')) fail("a colon expected")
            space()
            json.put(key, value(depth))
            space()
            if (next('}')) return json
            if (!next(',')) fail("a comma or } expected")
        }
    }

    private fun arrayValue(depth: Int): JSONArray {
        if (depth > MAX_DEPTH) fail("nested deeper than $MAX_DEPTH")
        at++
        val array = JSONArray()
        space()
        if (next(']')) return array
        while (true) {
            space()
            array.put(value(depth))
            space()
            if (next(']')) return array
            if (!next(',')) fail("a comma or ] expected")
        }
    }

    private fun literal(word: String, value: Any): Any {
        if (!text.startsWith(word, at)) fail("not a JSON value")
        at += word.length
        return value
    }

    private fun digits(): Boolean {
        val start = at
        while (at < text.length && text[at] in '0'..'9') at++
        return at > start
    }

    private fun numberValue(): Any {
        val start = at
        next('-')
        if (next('0')) {
            // A zero stands alone: 01 is not JSON.
        } else if (at < text.length && text[at] in '1'..'9') {
            digits()
        } else {
            fail("not a JSON value")
        }
        var whole = true
        if (next('.')) {
            whole = false
            if (!digits()) fail("digits after the point expected")
        }
        if (next('e') || next('E')) {
            whole = false
            if (!next('+')) next('-')
            if (!digits()) fail("exponent digits expected")
        }
        val literal = text.substring(start, at)
        if (whole) {
            val long = literal.toLongOrNull()
            if (long != null) return if (long >= Int.MIN_VALUE && long <= Int.MAX_VALUE) long.toInt() else long
        }
        val number = literal.toDouble()
        if (number.isInfinite()) fail("a number out of range")
        return number
    }

    private fun stringValue(): String {
        at++
        val out = StringBuilder()
        while (true) {
            if (at >= text.length) fail("an unterminated string")
            val char = text[at++]
            when {
                char == '"' -> return out.toString()
                char == '\\' -> escape(out)
                char < ' ' -> fail("a control character in a string")
                else -> out.append(char)
            }
        }
    }

    private fun escape(out: StringBuilder) {
        if (at >= text.length) fail("an unterminated escape")
        val char = text[at++]
        when (char) {
            '"', '\\', '/' -> out.append(char)
            'b' -> out.append('\b')
            'f' -> out.append('\u000C')
            'n' -> out.append('\n')
            'r' -> out.append('\r')
            't' -> out.append('\t')
            'u' -> {
                if (at + 4 > text.length) fail("an unterminated \\u escape")
                var code = 0
                for (i in 0 until 4) {
                    val digit = Character.digit(text[at + i], 16)
                    if (digit < 0) fail("a bad \\u escape")
                    code = code * 16 + digit
                }
                at += 4
                out.append(code.toChar())
            }
            else -> fail("a bad escape \\$char")
        }
    }
}
