/**
 * What a script on an allowed page could post to crash or fool a host, and the origin rules every
 * host reads alike. Generated into `vectors/` with the envelopes: the Kotlin and Swift replays and
 * the React Native tests run all of it.
 */
import type { Vector } from './vectors';

const message = (type: string, payload: unknown) => ({ lendview: 1, id: 'w-2', type, payload });

/**
 * Envelopes on the edge of the schema's patterns and of JavaScript objects. In the schema's
 * regular expressions (ECMA-262) `$` is the end of the text; in Java's and ICU's it also matches
 * before a final line break, so a host reading `$` naively disagrees on these.
 */
export const EDGE_VECTORS: Vector[] = [
  {
    schema: 'message',
    valid: false,
    why: 'callPhone numbers end with a digit, not a line break',
    envelope: message('callPhone', { number: '+52 55 1234 5678\n' }),
    since: '1.0',
  },
  {
    schema: 'message',
    valid: false,
    why: 'callPhone numbers end with a digit, not a line separator (U+2028)',
    envelope: message('callPhone', { number: '5512345678\u2028' }),
    since: '1.0',
  },
  {
    schema: 'message',
    valid: true,
    why: 'a props key that is userId and a line break is not the user id',
    envelope: message('track', { event: 'repay_click', props: { 'userId\n': 'x' } }),
    since: '1.0',
  },
  {
    schema: 'message',
    valid: false,
    why: 'an empty payload has no toString field',
    envelope: message('close', { toString: 'x' }),
    since: '1.0',
  },
  {
    schema: 'message',
    valid: false,
    why: 'an empty payload has no constructor field',
    envelope: message('goHome', { constructor: 'x' }),
    since: '1.0',
  },
  {
    schema: 'message',
    valid: false,
    why: 'an empty payload has no __proto__ field',
    // Parsed, not a literal: `{ __proto__: ... }` in code sets the prototype instead of a field.
    envelope: message('close', JSON.parse('{"__proto__":{"polluted":true}}')),
    since: '1.0',
  },
];

/** A text a host must refuse: no call to the app, no reply, no crash. */
export interface HostileText {
  why: string;
  /** The message as the page posts it. */
  text: string;
  /**
   * Keeps big texts short in the files: the first `at` in `text` stands for `open` repeated
   * `times` and then `close` repeated `times`.
   */
  expand?: { at: string; open: string; close: string; times: number };
}

const close = '"lendview":1,"id":"w-2","type":"close","payload":{}';

/** The texts of issue 22 point 6: JSON no strict parser takes, and sizes no message needs. */
export const HOSTILE_TEXTS: HostileText[] = [
  { why: 'unquoted keys', text: '{lendview:1,id:"w-2",type:"close",payload:{}}' },
  { why: 'single quotes', text: "{'lendview':1,'id':'w-2','type':'close','payload':{}}" },
  { why: 'a block comment', text: `{"lendview":1,/* hi */"id":"w-2","type":"close","payload":{}}` },
  { why: 'a line comment', text: `{${close}// hi\n}` },
  { why: 'text after the object', text: `{${close}} x` },
  { why: 'a second object after the first', text: `{${close}}{}` },
  { why: 'a trailing comma', text: `{${close},}` },
  { why: 'a leading zero', text: '{"lendview":01,"id":"w-2","type":"close","payload":{}}' },
  { why: 'NaN', text: '{"lendview":NaN,"id":"w-2","type":"close","payload":{}}' },
  { why: 'a raw control character in a string', text: '{"lendview":1,"id":"w-\u0001","type":"close","payload":{}}' },
  { why: 'an array, not an object', text: `[{${close}}]` },
  {
    why: '60 KB nested 30,000 deep',
    text: '{"lendview":1,"id":"w-2","type":"track","payload":{"event":"x","props":{"a":[]}}}',
    expand: { at: '[]', open: '[', close: ']', times: 30000 },
  },
  {
    why: 'a message over 64 KiB',
    text: '{"lendview":1,"id":"w-2","type":"track","payload":{"event":"x"}}',
    expand: { at: 'x', open: 'x', close: '', times: 70000 },
  },
];

/** The text of a hostile entry, expanded. */
export const hostileText = ({ text, expand }: HostileText) =>
  expand ? text.replace(expand.at, expand.open.repeat(expand.times) + expand.close.repeat(expand.times)) : text;

/** An origin rule, an origin, and whether the rule lets that origin in (`null`: the rule is malformed). */
export interface OriginCase {
  rule: string;
  origin: string;
  allowed: boolean | null;
}

/** androidx.webkit's rule semantics, and the kit's one refusal (`*`). */
export const ORIGIN_CASES: OriginCase[] = [
  { rule: 'https://app.lender.example', origin: 'https://app.lender.example', allowed: true },
  { rule: 'https://app.lender.example', origin: 'https://app.lender.example:443', allowed: true },
  { rule: 'https://app.lender.example', origin: 'https://app.lender.example:8443', allowed: false },
  { rule: 'https://app.lender.example', origin: 'http://app.lender.example', allowed: false },
  { rule: 'https://app.lender.example', origin: 'https://pay.provider.example', allowed: false },
  { rule: 'https://app.lender.example', origin: 'https://app.lender.example.evil.example', allowed: false },
  { rule: 'https://app.lender.example', origin: 'null', allowed: false },
  { rule: 'HTTPS://App.Lender.Example', origin: 'https://app.lender.example', allowed: true },
  { rule: 'https://*.lender.example', origin: 'https://app.lender.example', allowed: true },
  { rule: 'https://*.lender.example', origin: 'https://a.b.lender.example', allowed: true },
  { rule: 'https://*.lender.example', origin: 'https://lender.example', allowed: false },
  { rule: 'https://*.lender.example', origin: 'https://evillender.example', allowed: false },
  { rule: 'https://*.lender.example', origin: 'http://app.lender.example', allowed: false },
  { rule: 'http://10.0.2.2:8080', origin: 'http://10.0.2.2:8080', allowed: true },
  { rule: 'http://10.0.2.2:8080', origin: 'http://10.0.2.2', allowed: false },
  { rule: 'https://app.lender.example/', origin: 'https://app.lender.example', allowed: null },
  { rule: 'https://app.lender.example/pay', origin: 'https://app.lender.example', allowed: null },
  { rule: 'https://*', origin: 'https://app.lender.example', allowed: null },
  { rule: 'https://app.*.example', origin: 'https://app.lender.example', allowed: null },
  { rule: '*', origin: 'https://app.lender.example', allowed: null },
  { rule: 'app.lender.example', origin: 'https://app.lender.example', allowed: null },
  { rule: 'https://', origin: 'https://app.lender.example', allowed: null },
];
