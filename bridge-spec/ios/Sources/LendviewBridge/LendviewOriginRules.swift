// Which pages may talk to the app: origin rules as androidx.webkit reads them, so Android, iOS and
// React Native share one list. The Kotlin twin (bridge-spec/android) runs the same cases on the
// build machine; LendviewReplayTests runs them here.

import Foundation

public extension Lendview {
    /**
     * A rule is `SCHEME://HOST[:PORT]`: `https://app.lender.example`, `https://*.lender.example`
     * (every subdomain, not `lender.example` itself), `http://localhost:8080`; without a port it
     * means the scheme's own. A rule androidx refuses throws `Invalid` here too, at once, instead of
     * matching nothing: a path or a trailing slash, a wildcard anywhere but a leading `*.`, a missing
     * host. The kit also refuses androidx's `*` (any origin): these messages log out and dial.
     */
    struct OriginRules: Sendable, Equatable {
        /// Why a rule was refused.
        public struct Invalid: Error, CustomStringConvertible {
            public let description: String
        }

        private struct Rule: Sendable, Equatable {
            let scheme: String
            let host: String
            let port: Int
        }

        /// The rules as given, trimmed.
        public let rules: [String]
        private let parsed: [Rule]

        public init(_ rules: [String]) throws {
            self.rules = rules.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            self.parsed = try self.rules.map(Self.parse)
        }

        /// Whether a page of this origin (`https://app.lender.example`, or a page URL) may talk to the app.
        public func allows(_ origin: String) -> Bool {
            guard let parts = Self.groups(#"^([a-zA-Z][a-zA-Z0-9+.-]*)://(?:[^@/?#]*@)?(\[[0-9a-fA-F:.]*\]|[^:/?#]*)(?::(\d*))?(?:[/?#]|\z)"#, origin) else { return false }
            let scheme = parts[1].lowercased(), host = parts[2].lowercased()
            let port: Int
            if parts[3].isEmpty {
                port = Self.defaultPort(scheme)
            } else if let number = Int(parts[3]) {
                port = number
            } else {
                return false
            }
            return parsed.contains { rule in
                rule.scheme == scheme && (rule.port < 0 || rule.port == port) && Self.hostMatches(rule.host, host)
            }
        }

        /// A JavaScript expression, true when the page's `location` is allowed: every script the host runs checks it first.
        public var pageCheck: String {
            let rules = parsed.map { [$0.scheme, $0.host, $0.port] as [Any] }
            let json = (try? JSONSerialization.data(withJSONObject: rules)).flatMap { String(data: $0, encoding: .utf8) } ?? "[]"
            return "(" + Scripts.originCheck.replacingOccurrences(of: Scripts.rules, with: json) + ")(location)"
        }

        private static func hostMatches(_ pattern: String, _ host: String) -> Bool {
            if pattern.isEmpty { return true }
            if pattern.hasPrefix("*.") { return host.count > pattern.count - 1 && host.hasSuffix(String(pattern.dropFirst())) }
            return pattern == host
        }

        private static func defaultPort(_ scheme: String) -> Int {
            scheme == "https" ? 443 : scheme == "http" ? 80 : -1
        }

        /// The capture groups of the first match ("" for one that did not take part), or nil.
        private static func groups(_ pattern: String, _ text: String) -> [String]? {
            guard let regex = try? NSRegularExpression(pattern: pattern),
                  let found = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
            return (0 ..< found.numberOfRanges).map { index in
                Range(found.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
        }

        private static func parse(_ raw: String) throws -> Rule {
            func refuse(_ why: String) -> Invalid { Invalid(description: "Origin rule \"\(raw)\": \(why)") }
            if raw == "*" { throw refuse("\"*\" lets every page log out, dial and track; list the origins instead") }
            guard let split = raw.range(of: "://"), split.lowerBound > raw.startIndex else {
                throw refuse("write SCHEME://HOST, for example https://app.lender.example")
            }
            let scheme = raw[..<split.lowerBound].lowercased()
            if scheme.contains("*") { throw refuse("the scheme cannot have a wildcard") }
            let rest = String(raw[split.upperBound...])
            let web = scheme == "http" || scheme == "https"
            if rest.isEmpty {
                if web { throw refuse("http and https rules need a host") }
                return Rule(scheme: scheme, host: "", port: -1)
            }
            if !web { throw refuse("only http and https rules have a host") }
            if rest.rangeOfCharacter(from: CharacterSet(charactersIn: "/?#@").union(.whitespaces)) != nil {
                throw refuse("an origin has no path, query or user: drop everything after the host and port (a trailing / too)")
            }
            guard let parts = groups(#"^(\[[0-9a-fA-F:.]+\]|[^:\[\]]+)(?::(\d{1,5}))?\z"#, rest) else { throw refuse("write HOST or HOST:PORT") }
            let host = parts[1].lowercased()
            let stars = host.filter { $0 == "*" }.count
            if stars > 1 || (stars == 1 && (!host.hasPrefix("*.") || host.count < 3)) {
                throw refuse("a wildcard is allowed only as a leading \"*.\" (https://*.lender.example)")
            }
            let port = parts[2].isEmpty ? defaultPort(scheme) : Int(parts[2]) ?? 65536
            if port > 65535 { throw refuse("the port is above 65535") }
            return Rule(scheme: scheme, host: host, port: port)
        }
    }
}
