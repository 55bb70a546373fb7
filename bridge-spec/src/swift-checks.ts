/** The Swift helpers every generated decoder shares: JSON values, scalars and the checks. */
export const SWIFT_CHECKS = `public extension Lendview {
    /// Any JSON value: a reply's \`result\`, an event's details.
    enum JSONValue: Sendable, Equatable {
        case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

        /// From a JSONSerialization value (NSNull, NSNumber, String, arrays, dictionaries).
        public init(any value: Any) {
            switch value {
            case let number as NSNumber where Check.isBool(number): self = .bool(number.boolValue)
            case let number as NSNumber: self = .number(number.doubleValue)
            case let text as String: self = .string(text)
            case let items as [Any]: self = .array(items.map(JSONValue.init(any:)))
            case let object as [String: Any]: self = .object(object.mapValues(JSONValue.init(any:)))
            default: self = .null
            }
        }

        /// As a JSONSerialization value.
        public var any: Any {
            switch self {
            case .null: return NSNull()
            case let .bool(value): return value
            case let .number(value): return value
            case let .string(value): return value
            case let .array(value): return value.map { $0.any }
            case let .object(value): return value.mapValues { $0.any }
            }
        }
    }

    /// A string, number or boolean: one analytics property.
    enum Scalar: Sendable, Equatable {
        case bool(Bool), number(Double), string(String)

        init(any value: Any, path: String) throws {
            switch value {
            case let number as NSNumber where Check.isBool(number): self = .bool(number.boolValue)
            case let number as NSNumber: self = .number(number.doubleValue)
            case let text as String: self = .string(text)
            default: throw Check.fail(path, "not a string, number or boolean")
            }
        }

        public var any: Any {
            switch self {
            case let .bool(value): return value
            case let .number(value): return value
            case let .string(value): return value
            }
        }
    }

    /// The checks every decoder shares; each throws \`DecodingError.dataCorrupted\` naming the field.
    enum Check: Sendable {
        static func fail(_ path: String, _ problem: String) -> DecodingError {
            DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "\\(path): \\(problem)"))
        }

        /// JSONSerialization gives booleans and numbers both as NSNumber; only the type id tells them apart.
        static func isBool(_ number: NSNumber) -> Bool {
            CFGetTypeID(number) == CFBooleanGetTypeID()
        }

        /// Whether the pattern matches all of the text (a value pattern is anchored at both ends).
        static func matchesWhole(_ pattern: NSRegularExpression, _ text: String) -> Bool {
            let whole = NSRange(text.startIndex..., in: text)
            return pattern.firstMatch(in: text, options: [.anchored], range: whole)?.range == whole
        }

        /// Whether the pattern matches somewhere (a key pattern is a lookahead naming forbidden keys).
        static func matches(_ pattern: NSRegularExpression, _ text: String) -> Bool {
            pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }

        /// Text longer than this is refused unread: a bridge message is a few hundred bytes.
        static let maxLength = 65536
        /// Deeper nesting is refused before parsing: a message nests three levels.
        static let maxDepth = 16

        /// A JSON value from text (the WKScriptMessage body is already one): at most 64 KiB, nested at most 16 deep.
        static func parse(_ data: Data) throws -> Any {
            guard data.count <= maxLength else { throw fail("envelope", "longer than \\(maxLength) bytes") }
            var depth = 0, inString = false, escaped = false
            for byte in data {
                if inString {
                    if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { inString = false }
                } else if byte == 0x22 {
                    inString = true
                } else if byte == 0x7B || byte == 0x5B {
                    depth += 1
                    guard depth <= maxDepth else { throw fail("envelope", "nested deeper than \\(maxDepth)") }
                } else if byte == 0x7D || byte == 0x5D {
                    depth -= 1
                }
            }
            do {
                return try JSONSerialization.jsonObject(with: data)
            } catch {
                throw fail("envelope", "not JSON")
            }
        }

        static func object(_ value: Any, _ path: String) throws -> [String: Any] {
            guard let object = value as? [String: Any] else { throw fail(path, "not an object") }
            return object
        }

        static func array(_ value: Any, _ path: String) throws -> [Any] {
            guard let array = value as? [Any] else { throw fail(path, "not an array") }
            return array
        }

        static func only(_ json: [String: Any], _ path: String, _ allowed: Set<String>) throws {
            for key in json.keys where !allowed.contains(key) { throw fail(path, "unknown field \\(key)") }
        }

        static func field(_ json: [String: Any], _ key: String, _ path: String) throws -> Any {
            guard let value = json[key] else { throw fail(path, "missing \\(key)") }
            return value
        }

        static func string(_ value: Any, _ path: String, minLength: Int = 0, pattern: NSRegularExpression? = nil) throws -> String {
            guard let text = value as? String else { throw fail(path, "not a string") }
            if text.unicodeScalars.count < minLength { throw fail(path, "shorter than \\(minLength)") }
            if let pattern = pattern, !matchesWhole(pattern, text) { throw fail(path, "does not match \\(pattern.pattern)") }
            return text
        }

        static func int(_ value: Any, _ path: String, minimum: Int? = nil) throws -> Int {
            guard let number = value as? NSNumber, !isBool(number) else { throw fail(path, "not a number") }
            let whole = number.doubleValue
            guard whole.rounded() == whole, abs(whole) < 9.0e15 else { throw fail(path, "not a whole number") }
            if let minimum = minimum, whole < Double(minimum) { throw fail(path, "below \\(minimum)") }
            return Int(whole)
        }

        static func double(_ value: Any, _ path: String) throws -> Double {
            guard let number = value as? NSNumber, !isBool(number) else { throw fail(path, "not a number") }
            return number.doubleValue
        }

        static func bool(_ value: Any, _ path: String) throws -> Bool {
            guard let number = value as? NSNumber, isBool(number) else { throw fail(path, "not a boolean") }
            return number.boolValue
        }

        static func constant(_ value: Any, _ path: String, _ expected: Int) throws {
            guard let number = value as? NSNumber, !isBool(number), number.doubleValue == Double(expected) else { throw fail(path, "must be \\(expected)") }
        }

        static func constant(_ value: Any, _ path: String, _ expected: String) throws {
            guard value as? String == expected else { throw fail(path, "must be \\(expected)") }
        }

        static func map<T>(_ value: Any, _ path: String, keyPattern: NSRegularExpression? = nil, _ element: (Any, String) throws -> T) throws -> [String: T] {
            var out: [String: T] = [:]
            for (key, item) in try object(value, path) {
                if let keyPattern = keyPattern, !matches(keyPattern, key) { throw fail(path, "key \\(key) is not allowed") }
                out[key] = try element(item, path + "." + key)
            }
            return out
        }
    }

    /// A reply from the shell: \`ResultReply\` or \`ErrorReply\`, as JSON again (for replay tests).
    static func decodeReply(_ body: Any) throws -> [String: Any] {
        let json = try Check.object(body, "reply")
        return json["error"] != nil ? try ErrorReply(json: json).json : try ResultReply(json: json).json
    }

    /// The page's answer to a request: \`BackAnswer\` or \`RefusedAnswer\`, as JSON again.
    static func decodeAnswer(_ body: Any) throws -> [String: Any] {
        let json = try Check.object(body, "answer")
        return json["error"] != nil ? try RefusedAnswer(json: json).json : try BackAnswer(json: json).json
    }
}
`;
