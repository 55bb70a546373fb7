/**
 * Prints protocol 1.1 as Kotlin on Android's own `org.json` (no dependency for the app): one
 * class per named type with a `fromJson` that enforces what the JSON Schema enforces (patterns,
 * constants, lengths, forbidden key names, unknown keys, nulls) and throws `JSONException`, and
 * a `toJson` that always writes `lendview`. Kotlin 1.3 and current Kotlin both compile it: no
 * sealed interfaces, no trailing commas, no fun interfaces.
 */
import type { Field, Named, Ref } from './model';
import { KOTLIN_HEADER } from './kotlin-checks';
import { nativeModel, nativePattern, type NativeMessage } from './native-model';

/** A Kotlin string literal. */
export const quote = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\$/g, '\\$')}"`;
const kdoc = (text: string | undefined, indent = '') => (text ? `${indent}/** ${text.replace(/\*\//g, '* /')} */\n` : '');
export const enumCase = (value: string) => value.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
const upper = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();

/** The Kotlin type of a field. */
export function kotlinType(ref: Ref): string {
  switch (ref.kind) {
    case 'string':
      return 'String';
    case 'int':
      return 'Int';
    case 'double':
      return 'Double';
    case 'bool':
      return 'Boolean';
    case 'json':
      return 'Any?';
    case 'jsonObject':
      return 'JSONObject';
    case 'scalar':
      return 'Any';
    case 'named':
      return ref.name;
    case 'array':
      return `List<${kotlinType(ref.of)}>`;
    case 'map':
      return `Map<String, ${kotlinType(ref.of)}>`;
  }
}

/** Collects the regexes a type's decoder needs, as companion constants. */
class Patterns {
  readonly lines: string[] = [];
  constant(owner: string, pattern: string): string {
    const name = `${upper(owner)}_PATTERN`;
    if (!this.lines.some((line) => line.includes(` ${name} `)))
      this.lines.push(`        private val ${name} = Regex(${quote(nativePattern(pattern))})`);
    return name;
  }
}

/** The expression that reads `value` (raw, at `path`, both Kotlin expressions) as `ref`. */
function read(ref: Ref, value: string, path: string, owner: string, patterns: Patterns, types: Map<string, Named>): string {
  switch (ref.kind) {
    case 'string': {
      const pattern = ref.pattern ? patterns.constant(owner, ref.pattern) : 'null';
      return `LendviewJson.asString(${value}, ${path}, ${ref.minLength ?? 0}, ${pattern})`;
    }
    case 'int':
      return `LendviewJson.asInt(${value}, ${path}${ref.minimum !== undefined ? `, ${ref.minimum}` : ''})`;
    case 'double':
      return `LendviewJson.asDouble(${value}, ${path})`;
    case 'bool':
      return `LendviewJson.asBoolean(${value}, ${path})`;
    case 'json':
      return `LendviewJson.asAny(${value})`;
    case 'jsonObject':
      return `LendviewJson.asObject(${value}, ${path})`;
    case 'scalar':
      return `LendviewJson.asScalar(${value}, ${path})`;
    case 'named':
      return types.get(ref.name)?.kind === 'enum'
        ? `${ref.name}.fromWire(LendviewJson.asString(${value}, ${path}), ${path})`
        : `${ref.name}.fromJson(LendviewJson.asObject(${value}, ${path}), ${path})`;
    case 'array':
      return `LendviewJson.asArray(${value}, ${path}).let { items -> (0 until items.length()).map { i -> ${read(ref.of, 'items.get(i)', `${path} + "[" + i + "]"`, owner, patterns, types)} } }`;
    case 'map': {
      const keys = ref.keyPattern ? patterns.constant(`${owner}Key`, ref.keyPattern) : 'null';
      return `LendviewJson.asObject(${value}, ${path}).let { map -> LendviewJson.keysOf(map, ${path}, ${keys}).associate { key -> key to ${read(ref.of, 'map.get(key)', `${path} + "." + key`, owner, patterns, types)} } }`;
    }
  }
}

/** The expression that writes `value` of `ref` into JSON. */
function write(ref: Ref, value: string, types: Map<string, Named>): string {
  switch (ref.kind) {
    case 'json':
      return `(${value} ?: JSONObject.NULL)`;
    case 'named':
      return types.get(ref.name)?.kind === 'enum' ? `${value}.wire` : `${value}.toJson()`;
    case 'array':
      return `JSONArray().also { array -> ${value}.forEach { item -> array.put(${write(ref.of, 'item', types)}) } }`;
    case 'map':
      return `JSONObject().also { map -> ${value}.forEach { entry -> map.put(entry.key, ${write(ref.of, 'entry.value', types)}) } }`;
    default:
      return value;
  }
}

function enumDeclaration(named: Extract<Named, { kind: 'enum' }>): string {
  const cases = named.values.map((value) => `    ${enumCase(value)}(${quote(value)})`).join(',\n');
  return `${kdoc(named.doc)}enum class ${named.name}(val wire: String) {
${cases};

    companion object {
        @JvmStatic
        fun fromWire(value: String, path: String = ${quote(named.name)}): ${named.name} =
            values().firstOrNull { it.wire == value } ?: LendviewJson.fail(path, "not one of ${named.values.join(', ')}: $value")
    }
}
`;
}

/** A struct: constants (`lendview`, a message's `type`) are properties, every other field a constructor parameter. */
function structDeclaration(named: Extract<Named, { kind: 'struct' }>, types: Map<string, Named>): string {
  const patterns = new Patterns();
  const params = named.fields.filter((field) => field.constant === undefined);
  const constants = named.fields.filter((field) => field.constant !== undefined);
  const keys = named.fields.map((field) => quote(field.name)).join(', ');
  const path = (field: Field) => `path + ${quote(`.${field.name}`)}`;
  const reads = params.map((field) => {
    const key = quote(field.name);
    const reader = (value: string) =>
      read(field.ref, value, path(field), `${named.name}${enumCase(field.name)}`, patterns, types);
    // Optional: absent is fine, but present means valid (a null is refused like in the schema).
    return field.optional
      ? `if (json.has(${key})) ${reader(`json.get(${key})`)} else null`
      : reader(`LendviewJson.field(json, ${key}, path)`);
  });
  const checks = constants.map(
    (field) =>
      `            LendviewJson.constant(LendviewJson.field(json, ${quote(field.name)}, path), ${path(field)}, ${typeof field.constant === 'string' ? quote(field.constant) : field.constant})\n`,
  );
  const writes = named.fields.map((field) => {
    if (field.constant !== undefined)
      return `        json.put(${quote(field.name)}, ${typeof field.constant === 'string' ? quote(field.constant) : field.constant})`;
    const put = `json.put(${quote(field.name)}, ${write(field.ref, field.name, types)})`;
    return field.optional ? `        if (${field.name} != null) ${put}` : `        ${put}`;
  });
  const constantProps = constants
    .map(
      (field) =>
        `${kdoc(field.doc, '    ')}    val ${field.name}: ${kotlinType(field.ref)} get() = ${typeof field.constant === 'string' ? quote(field.constant) : field.constant}\n`,
    )
    .join('');
  const body = `${constantProps}${constantProps ? '\n' : ''}    fun toJson(): JSONObject {
        val json = JSONObject()
${writes.join('\n')}${writes.length ? '\n' : ''}        return json
    }

    companion object {
${patterns.lines.join('\n')}${patterns.lines.length ? '\n\n' : ''}        /** Reads exactly what \`${named.name}\` allows; throws JSONException otherwise. */
        @JvmStatic
        @JvmOverloads
        fun fromJson(json: JSONObject, path: String = ${quote(named.name)}): ${named.name} {
            LendviewJson.only(json, path${keys ? `, ${keys}` : ''})
${checks.join('')}            return ${named.name}(${reads.length ? `\n${reads.map((line) => `                ${line}`).join(',\n')}\n            ` : ''})
        }
    }`;
  const paramLines = params.map(
    (field) => `${kdoc(field.doc, '    ')}    val ${field.name}: ${kotlinType(field.ref)}${field.optional ? '? = null' : ''}`,
  );
  // A data class needs a parameter; an empty payload is a plain class (all of them are equal).
  const head = params.length > 0 ? `data class ${named.name}(\n${paramLines.join(',\n')}\n)` : `class ${named.name}`;
  const equality =
    params.length > 0
      ? ''
      : `\n\n    override fun equals(other: Any?): Boolean = other is ${named.name}\n\n    override fun hashCode(): Int = ${quote(named.name)}.hashCode()`;
  return `${kdoc(named.doc)}${head} {\n${body}${equality}\n}\n`;
}

function messages(list: NativeMessage[]): string {
  const cases = list
    .map((m) => `                ${quote(m.type)} -> ${m.className}(id, ${m.payload}.fromJson(payload, "$path.payload"))`)
    .join('\n');
  const classes = list.map(
    (
      m,
    ) => `${kdoc(`${m.summary} Reply: ${m.reply ?? 'none (a 1.1 shell still answers, done or an error)'}. Since ${m.since}.`)}data class ${m.className}(
    override val id: String,
    val payload: ${m.payload}
) : WebMessage() {
    override val type: String get() = ${quote(m.type)}

    override fun payloadJson(): JSONObject = payload.toJson()
}
`,
  );
  return `/** Any web-to-native message of protocol 1.1; \`type\` picks the class. \`WebMessage.decode(json)\` reads one. */
sealed class WebMessage {
    /** Unique per page load (\`w-1\`, \`w-2\`, ...); a reply carries it back. */
    abstract val id: String
    abstract val type: String

    abstract fun payloadJson(): JSONObject

    fun toJson(): JSONObject = JSONObject().put("lendview", LENDVIEW_PROTOCOL).put("id", id).put("type", type).put("payload", payloadJson())

    companion object {
        /** The message types these classes read, in the protocol's order. */
        @JvmField
        val TYPES: List<String> = listOf(${list.map((m) => quote(m.type)).join(', ')})

        /** Reads one message exactly as the JSON Schema allows; throws JSONException otherwise. */
        @JvmStatic
        fun decode(json: String): WebMessage = fromJson(LendviewJson.parse(json))

        @JvmStatic
        @JvmOverloads
        fun fromJson(json: JSONObject, path: String = "message"): WebMessage {
            LendviewJson.only(json, path, "lendview", "id", "type", "payload")
            LendviewJson.constant(LendviewJson.field(json, "lendview", path), "$path.lendview", LENDVIEW_PROTOCOL)
            val id = LendviewJson.asString(LendviewJson.field(json, "id", path), "$path.id", 1)
            val type = LendviewJson.asString(LendviewJson.field(json, "type", path), "$path.type")
            val payload = LendviewJson.asObject(LendviewJson.field(json, "payload", path), "$path.payload")
            return when (type) {
${cases}
                else -> LendviewJson.fail("$path.type", "unknown message type $type")
            }
        }
    }
}

${classes.join('\n')}
/** Decoders of the unions: a reply (result or error) and the page's answer to a request. */
object LendviewDecode {
    /** A reply from the shell: [ResultReply] or [ErrorReply]. */
    @JvmStatic
    fun reply(json: JSONObject): Any = if (json.has("error")) ErrorReply.fromJson(json) else ResultReply.fromJson(json)

    /** The page's answer to a request: [BackAnswer] or [RefusedAnswer]. */
    @JvmStatic
    fun answer(json: JSONObject): Any = if (json.has("error")) RefusedAnswer.fromJson(json) else BackAnswer.fromJson(json)
}
`;
}

/**
 * The Kotlin source of protocol 1.1.
 *
 * @example
 * writeFileSync('bridge-spec/android/src/main/java/com/lendview/bridge/LendviewBridge.kt', renderKotlin());
 */
export function renderKotlin(): string {
  const model = nativeModel();
  const types = new Map(model.types.map((named) => [named.name, named]));
  const declarations = model.types.map((named) =>
    named.kind === 'enum' ? enumDeclaration(named) : structDeclaration(named, types),
  );
  return [KOTLIN_HEADER, ...declarations, messages(model.messages)].join('\n');
}
