/** Prints REFERENCE.md, the human-readable page of protocol 1.1, from the schema source. */
import { toJsonSchema, type Json } from './json-schema';
import {
  EVENTS,
  EventEnvelope,
  HelloReply,
  MESSAGES,
  MESSAGE_TYPES,
  NativeErrorCode,
  PageAnswer,
  REQUESTS,
  ReplyEnvelope,
  RequestEnvelope,
} from './protocol';
import { WEB_TO_NATIVE } from './vectors';

const cell = (text: string) => text.replace(/\|/g, '\\|');

function typeText(schema: Json): string {
  if (schema.enum) return (schema.enum as string[]).map((value) => `"${value}"`).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.anyOf) return (schema.anyOf as Json[]).map(typeText).join(' | ');
  if (schema.type === 'array') return `${typeText(schema.items as Json)}[]`;
  if (schema.type === 'object' && !schema.properties) {
    const values = schema.additionalProperties as Json;
    return Object.keys(values).length === 0 ? 'object' : `map of ${typeText(values)}`;
  }
  if (schema.type === 'object') return (schema.title as string) ?? 'object';
  return (schema.type as string | undefined) ?? 'any JSON';
}

function notes(schema: Json): string {
  const parts = [schema.description as string | undefined];
  if (schema.pattern) parts.push(`Pattern \`${schema.pattern}\`.`);
  if (schema.minimum !== undefined) parts.push(`At least ${schema.minimum}.`);
  else if (schema.minLength) parts.push('Not empty.');
  const names = (schema.propertyNames as Json | undefined)?.pattern;
  if (names) parts.push('Keys named like a session, user or device id are refused.');
  return parts.filter(Boolean).join(' ');
}

function fields(schema: Json): string {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, Json>);
  if (properties.length === 0) return 'Payload: `{}` (no fields).\n';
  const required = new Set(schema.required as string[]);
  const rows = properties.map(
    ([name, field]) =>
      `| \`${name}\` | ${cell(typeText(field))} | ${required.has(name) ? 'yes' : 'no'} | ${cell(notes(field))} |`,
  );
  return ['| field | type | required | notes |', '|---|---|---|---|', ...rows, ''].join('\n');
}

const example = (type: string) =>
  WEB_TO_NATIVE.find((vector) => vector.valid && (vector.envelope as { type?: string }).type === type)!.envelope;

const TRANSPORTS = `The page detects the shell in this order at start.

| # | shell | page to shell | shell to page |
|---|---|---|---|
| 1 | Android, \`WebViewCompat.addWebMessageListener(webView, "LendviewHost", allowedOriginRules, ...)\` | \`window.LendviewHost.postMessage(jsonString)\` | \`message\` events on \`window.LendviewHost\`, \`event.data\` the JSON string |
| 2 | Android legacy, \`addJavascriptInterface(obj, "LendviewAndroid")\` | \`window.LendviewAndroid.postMessage(jsonString)\` | \`window.lendviewReceive(jsonString)\` |
| 3 | iOS, \`WKUserContentController.add(handler, name: "lendview")\` | \`window.webkit.messageHandlers.lendview.postMessage(envelopeObject)\` | a \`WKScriptMessageHandlerWithReply\` reply (the reply envelope, or the bare result), else \`window.lendviewReceive(jsonString)\` |
| 4 | React Native WebView | \`window.ReactNativeWebView.postMessage(jsonString)\` | \`window.lendviewReceive(jsonString)\` |
| 5 | Parent frame (host simulator, Storybook), over comlink; the parent's origin must be allowed | \`host.receive(envelope)\` | its return value (replies), \`deliver(envelope)\` (events) |
| 6 | None (a plain browser) | \`close\` goes back in history, \`callPhone\` opens a \`tel:\` link, \`track\` is dropped, everything else is unsupported | - |

A shell with one method per action (\`window.Android.closeWebView()\`) is served by the page's
method-map adapter instead.
`;

/** Which message, event, request and field came in which version. */
function versions(): string {
  const rows = [
    ...MESSAGE_TYPES.map((type) => `| message \`${type}\` | ${MESSAGES[type].since} |`),
    ...Object.entries(EVENTS).map(([event, spec]) => `| event \`${event}\` | ${spec.since} |`),
    ...Object.entries(REQUESTS).map(
      ([request, spec]) => `| request \`${request}\` (shell to page) and its answer (page to shell) | ${spec.since} |`,
    ),
    '| hello reply field `minor`; a shell with `minor` 1 replies to every message | 1.1 |',
    '| `window.lendviewHello`, the hello a shell injects at document start | 1.1 |',
    '| the page tolerates unknown events, requests and fields (reported as extensions) | 1.1 |',
  ];
  return ['| what | since |', '|---|---|', ...rows].join('\n');
}

/**
 * The Markdown of REFERENCE.md.
 *
 * @example
 * writeFileSync('bridge-spec/REFERENCE.md', renderReference());
 */
export function renderReference(): string {
  const summary = MESSAGE_TYPES.map((type) => {
    const spec = MESSAGES[type];
    return `| [\`${type}\`](#${type.toLowerCase()}) | ${spec.reply ? '`HelloReply`' : 'none (a 1.1 shell answers done or an error)'} | ${spec.specName} | ${spec.since} |`;
  });
  const sections = MESSAGE_TYPES.map((type) => {
    const spec = MESSAGES[type];
    const reply = spec.reply
      ? `Reply \`result\`: [\`${(spec.reply as { title?: string }).title}\`](#the-hello-reply), in \`schema/reply.hello.json\`.`
      : 'Reply: none from a 1.0 shell (fire-and-forget); a 1.1 shell answers `result` (done) or `error`.';
    return `### ${type}\n\nSince ${spec.since}. ${spec.summary}\n\n${fields(toJsonSchema(spec.payload))}\n${reply} Schema: \`schema/message.${type}.json\`.\n\n\`\`\`json\n${JSON.stringify(example(type))}\n\`\`\`\n`;
  });
  const events = Object.entries(EVENTS).map(([event, spec]) => `| \`${event}\` | ${spec.summary} | ${spec.since} |`);
  const requests = Object.entries(REQUESTS).map(([request, spec]) => `| \`${request}\` | ${spec.summary} | ${spec.since} |`);
  const codes = toJsonSchema(NativeErrorCode).enum as string[];
  return `<!-- Generated by bridge-spec/generate.ts from bridge-spec/src/protocol.ts. Do not edit. -->
# Lendview bridge, protocol 1.1

What the web pages ask of the native shell, and what the shell sends back. This page is the
contract. Machine-readable: \`schema/\` (JSON Schema, draft-07), \`android/\` (the Android host,
a library module on org.json), \`ios/\` (the iOS host, a Swift package on JSONSerialization), and
\`vectors/\` (envelopes to replay, each with \`valid\` and \`why\`, texts every host refuses, origin
rules; \`golden/1.0/\` keeps the 1.0 envelopes as they shipped).

## Versions

1.1 only adds to 1.0: every envelope still says \`lendview: 1\`, and a 1.0 shell keeps working
with a 1.1 page (the page sends 1.1 messages only to a shell whose hello lists them).

${versions()}

## Envelopes

Web to native, a message (\`schema/message.json\`):
\`{ "lendview": 1, "id": "w-7", "type": "callPhone", "payload": { "number": "+52 55 1234 5678" } }\`

Native to web, a reply to a message that expects one (\`schema/reply.json\`):
\`{ "lendview": 1, "id": "w-7", "result": { } }\` or
\`{ "lendview": 1, "id": "w-7", "error": { "code": "unsupported", "message": "..." } }\`

Native to web, an event (\`schema/event.json\`): \`{ "lendview": 1, "event": "resume", "payload": { } }\`

Native to web, since 1.1, a request (\`schema/request.json\`): \`{ "lendview": 1, "id": "n-1", "request": "back" }\`,
answered by the page (\`schema/answer.json\`): \`{ "lendview": 1, "id": "n-1", "result": { "handled": true } }\`

\`id\` is unique per page load. A message that expects a reply and gets none within its timeout
(5 s unless the call says otherwise) fails on the page with \`timeout\`; nothing waits forever.
Error codes a shell may send: ${codes.map((code) => `\`${code}\``).join(', ')}.

## Messages

| type | reply | the product spec's name | since |
|---|---|---|---|
${summary.join('\n')}

${sections.join('\n')}
## The hello reply

${fields(toJsonSchema(HelloReply))}
Until the reply comes every 1.0 message counts as supported; with no reply in time (an older
shell) every 1.0 message is sent fire-and-forget and no 1.1 one. A reply that comes late is still
applied. A shell may also set \`window.lendviewHello\` to this object before page scripts run
(Android \`addDocumentStartJavaScript\`, iOS \`WKUserScript\` at document start, React Native
\`injectedJavaScriptBeforeContentLoaded\`; the script checks \`location.origin\` first), so the
page knows the capabilities at first paint; \`hello\` confirms it. Schema: \`schema/result.hello.json\`.

## Replies

${(toJsonSchema(ReplyEnvelope).anyOf as Json[]).map((branch) => `\`${branch.title}\`:\n\n${fields(branch)}`).join('\n')}
## Events

| event | meaning | since |
|---|---|---|
${events.join('\n')}

${fields(toJsonSchema(EventEnvelope))}
## Requests (since 1.1)

| request | meaning | since |
|---|---|---|
${requests.join('\n')}

${fields(toJsonSchema(RequestEnvelope))}
The page's answer, \`schema/answer.json\`:

${(toJsonSchema(PageAnswer).anyOf as Json[]).map((branch) => `\`${branch.title}\`:\n\n${fields(branch)}`).join('\n')}
## Transports

${TRANSPORTS}
## Rules

- Messages sent before the transport is ready are queued and flushed in order, never dropped.
- The page ignores, and reports to its \`onProtocolError\`, malformed JSON, an unknown \`id\`, a
  wrong \`lendview\` version, and (parent frame) a foreign origin.
- Since 1.1 the page tolerates what a newer shell may send: an unknown event is ignored, an
  unknown request answered \`unsupported\`, an extra field ignored; each is reported as an
  \`extension\`. Shells stay strict: what they send must match the schemas here.
- A 1.1 shell answers every message (\`result\`, \`null\` when there is nothing to say, or
  \`error\`), so an action's call on the page resolves or rejects with the shell's code.
- A shell accepts messages only from the main frame of an allowed origin, and sends replies,
  events and requests only to such a page. Origins are allowed by rules as androidx.webkit reads
  them (\`https://app.lender.example\`, \`https://*.lender.example\`).
- A shell reads a message as strict JSON (RFC 8259) of at most 64 KiB nested at most 16 deep, and
  matches the schema's patterns against the whole value, \`$\` being the end of the text.
- No payload carries the session id, user id or device id.
`;
}
