package com.lendview.bridge

import org.json.JSONArray

/**
 * Which pages may talk to the app, as androidx.webkit reads `allowedOriginRules`: pass the same
 * set to `WebViewCompat.addWebMessageListener` and to [LendviewDispatcher]. A rule is
 * `SCHEME://HOST[:PORT]`: `https://app.lender.example`; a host starting `*.` (`*.lender.example`)
 * for every subdomain, not `lender.example` itself; `http://10.0.2.2:8080`. Without a port it
 * means the scheme's own. A rule androidx refuses throws IllegalArgumentException here too, at once,
 * instead of matching nothing: a path or a trailing slash, a wildcard anywhere but a leading
 * `*.`, a missing host. The kit also refuses androidx's `*` (any origin): these messages log out
 * and dial, so list the origins.
 */
class LendviewOriginRules(rules: Collection<String>) {
    private class Rule(val scheme: String, val host: String, val port: Int)

    /** The rules as given, trimmed: hand them to androidx.webkit. */
    val rules: Set<String> = rules.map { it.trim() }.toCollection(LinkedHashSet())

    private val parsed: List<Rule> = this.rules.map(::parse)

    /** Whether a page of [origin] (`sourceOrigin.toString()`, a page URL, or `null`) may talk to the app. */
    fun allows(origin: String?): Boolean {
        val parts = ORIGIN.find(origin ?: return false) ?: return false
        val scheme = lower(parts.groupValues[1])
        val host = lower(parts.groupValues[2])
        val port = if (parts.groupValues[3] == "") defaultPort(scheme) else parts.groupValues[3].toIntOrNull() ?: return false
        return parsed.any { rule -> rule.scheme == scheme && (rule.port < 0 || rule.port == port) && hostMatches(rule.host, host) }
    }

    /** A JavaScript expression, true when the page's `location` is allowed: guards every script the app runs in the page. */
    fun pageCheck(): String {
        val json = JSONArray()
        for (rule in parsed) json.put(JSONArray().put(rule.scheme).put(rule.host).put(rule.port))
        return "(" + LendviewScripts.ORIGIN_CHECK.replace(LendviewScripts.RULES, json.toString()) + ")(location)"
    }

    private fun hostMatches(pattern: String, host: String): Boolean = when {
        pattern == "" -> true
        pattern.startsWith("*.") -> host.length > pattern.length - 1 && host.endsWith(pattern.substring(1))
        else -> pattern == host
    }

    private companion object {
        val ORIGIN = Regex("^([a-zA-Z][a-zA-Z0-9+.-]*)://(?:[^@/?#]*@)?(\\[[0-9a-fA-F:.]*\\]|[^:/?#]*)(?::(\\d*))?(?:[/?#]|\\z)")
        val HOST_PORT = Regex("^(\\[[0-9a-fA-F:.]+\\]|[^:\\[\\]]+)(?::(\\d{1,5}))?\\z")
        val NOT_AN_ORIGIN = Regex("[/?#@\\s]")

        /** ASCII lower case, the same on Kotlin 1.3 and 2.x (toLowerCase is deprecated there, lowercase missing here). */
        fun lower(text: String): String {
            val out = StringBuilder(text.length)
            for (char in text) out.append(if (char in 'A'..'Z') char + ('a' - 'A') else char)
            return out.toString()
        }

        fun defaultPort(scheme: String): Int = when (scheme) {
            "https" -> 443
            "http" -> 80
            else -> -1
        }

        fun parse(raw: String): Rule {
            fun refuse(why: String): Nothing = throw IllegalArgumentException("Origin rule \"$raw\": $why")
            if (raw == "*") refuse("\"*\" lets every page log out, dial and track; list the origins instead")
            val split = raw.indexOf("://")
            if (split <= 0) refuse("write SCHEME://HOST, for example https://app.lender.example")
            val scheme = lower(raw.substring(0, split))
            if (scheme.contains('*')) refuse("the scheme cannot have a wildcard")
            val rest = raw.substring(split + 3)
            val web = scheme == "http" || scheme == "https"
            if (rest == "") return if (web) refuse("http and https rules need a host") else Rule(scheme, "", -1)
            if (!web) refuse("only http and https rules have a host")
            if (NOT_AN_ORIGIN.containsMatchIn(rest)) refuse("an origin has no path, query or user: drop everything after the host and port (a trailing / too)")
            val parts = HOST_PORT.find(rest) ?: refuse("write HOST or HOST:PORT")
            val host = lower(parts.groupValues[1])
            val stars = host.count { it == '*' }
            if (stars > 1 || (stars == 1 && (!host.startsWith("*.") || host.length < 3))) {
                refuse("a wildcard is allowed only as a leading \"*.\" (https://*.lender.example)")
            }
            val port = if (parts.groupValues[2] == "") defaultPort(scheme) else parts.groupValues[2].toInt()
            if (port > 65535) refuse("the port is above 65535")
            return Rule(scheme, host, port)
        }
    }
}
