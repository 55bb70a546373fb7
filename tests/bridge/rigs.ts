/**
 * One fake shell per transport, each injected into a fresh fake window the way the real shell
 * injects itself, so `createBridge({ window })` detects it. The conformance suite drives them all
 * through the same few verbs.
 */
import type { BridgeWindow, CreateBridgeOptions, HelloReply, MessageEnvelope } from '@lendview/bridge';
import { expose } from 'comlink';
import { PARENT_ORIGIN, framePair } from './frames';

export interface Rig {
  /** The `transport` the bridge should report. */
  kind: string;
  window: BridgeWindow;
  /** Options the page needs for this shell (the parent frame's allow-list). */
  options?: Partial<CreateBridgeOptions>;
  /** Every envelope the shell got, in order: messages, and the page's answers to requests. */
  received: MessageEnvelope[];
  /** The window properties the shell injects (to hide them and inject them late). */
  injected: (keyof BridgeWindow)[];
  /** Sends raw native-to-web data (a JSON string or an object) the shell's way. */
  deliver(data: unknown): void;
  /** Lets asynchronous delivery (ports, promises) finish. */
  settle(): Promise<void>;
}

/** What the fake shell answers to `hello`: a reply, or nothing (an older shell). */
export interface Shell {
  hello: HelloReply | null;
  /** The reply to any other message (a 1.1 shell replies to every one), or nothing. */
  answer?: (envelope: MessageEnvelope) => { result: unknown } | { error: { code: string; message: string } } | undefined;
}

/** Real turns of the event loop: ports deliver between them even while timers are faked. */
export async function turns(count = 10): Promise<void> {
  for (let i = 0; i < count; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

const parse = (data: unknown) => (typeof data === 'string' ? JSON.parse(data) : structuredClone(data)) as MessageEnvelope;

/** The shell's reply envelope to a message, if it gives one (never to the page's answers). */
function replyOf(shell: Shell, envelope: MessageEnvelope): Record<string, unknown> | undefined {
  if (!envelope.type) return undefined;
  if (envelope.type === 'hello') return shell.hello ? { lendview: 1, id: envelope.id, result: shell.hello } : undefined;
  const answer = shell.answer?.(envelope);
  return answer && { lendview: 1, id: envelope.id, ...answer };
}

/** Natives answer on a later turn, never inside the call that sent the message. */
function answerHello(shell: Shell, envelope: MessageEnvelope, reply: (json: string) => void) {
  const envelopeOut = replyOf(shell, envelope);
  if (envelopeOut) queueMicrotask(() => reply(JSON.stringify(envelopeOut)));
}

/** A page's `lendviewReceive` global, called as a shell's `evaluateJavascript` would. */
const callReceive = (win: BridgeWindow) => (data: unknown) => win.lendviewReceive?.(data as string);

export const RIGS: Record<string, (shell: Shell) => Rig> = {
  'android web-message listener': (shell) => {
    const received: MessageEnvelope[] = [];
    const host = Object.assign(new EventTarget(), {
      postMessage(json: string) {
        received.push(parse(json));
        answerHello(shell, parse(json), (reply) => host.dispatchEvent(new MessageEvent('message', { data: reply })));
      },
    });
    const deliver = (data: unknown) => host.dispatchEvent(new MessageEvent('message', { data }));
    return {
      kind: 'android',
      window: { LendviewHost: host },
      injected: ['LendviewHost'],
      received,
      deliver,
      settle: () => turns(2),
    };
  },

  'android legacy interface': (shell) => {
    const received: MessageEnvelope[] = [];
    const win: BridgeWindow = {};
    win.LendviewAndroid = {
      postMessage(json) {
        received.push(parse(json));
        answerHello(shell, parse(json), callReceive(win));
      },
    };
    return {
      kind: 'android-legacy',
      window: win,
      injected: ['LendviewAndroid'],
      received,
      deliver: callReceive(win),
      settle: () => turns(2),
    };
  },

  'iOS with a reply handler': (shell) => {
    const received: MessageEnvelope[] = [];
    const win: BridgeWindow = {};
    win.webkit = {
      messageHandlers: {
        lendview: {
          // WKScriptMessageHandlerWithReply: every post returns a promise; replyHandler(result, nil)
          // resolves it with the result, replyHandler(nil, "denied") rejects it with Error("denied").
          postMessage(envelope) {
            received.push(parse(envelope));
            const reply = replyOf(shell, envelope as MessageEnvelope);
            const { code, message } = (reply?.error ?? {}) as { code?: string; message?: string };
            if (code) return Promise.reject(new Error(`${code}: ${message}`));
            // A 1.1 shell that does not answer leaves the promise pending (WebKit would, until the handler is gone).
            if (!reply && shell.hello?.minor && !shell.answer && (envelope as MessageEnvelope).type)
              return new Promise(() => undefined);
            return Promise.resolve(reply ? reply.result : null);
          },
        },
      },
    };
    return { kind: 'ios', window: win, injected: ['webkit'], received, deliver: callReceive(win), settle: () => turns(2) };
  },

  'iOS with a plain handler': (shell) => {
    const received: MessageEnvelope[] = [];
    const win: BridgeWindow = {};
    win.webkit = {
      messageHandlers: {
        lendview: {
          postMessage(envelope) {
            received.push(parse(envelope));
            answerHello(shell, parse(envelope), callReceive(win));
          },
        },
      },
    };
    return { kind: 'ios', window: win, injected: ['webkit'], received, deliver: callReceive(win), settle: () => turns(2) };
  },

  'React Native WebView': (shell) => {
    const received: MessageEnvelope[] = [];
    const win: BridgeWindow = {};
    win.ReactNativeWebView = {
      postMessage(json) {
        received.push(parse(json));
        answerHello(shell, parse(json), callReceive(win));
      },
    };
    return {
      kind: 'react-native',
      window: win,
      injected: ['ReactNativeWebView'],
      received,
      deliver: callReceive(win),
      settle: () => turns(2),
    };
  },

  'parent frame over comlink': (shell) => {
    const received: MessageEnvelope[] = [];
    const { child, parent } = framePair();
    const pages: Array<(data: unknown) => void> = [];
    expose(
      {
        connect: (deliver: (data: unknown) => void) => pages.push(deliver),
        disconnect: () => undefined,
        receive(envelope: MessageEnvelope) {
          received.push(envelope);
          return replyOf(shell, envelope);
        },
      },
      parent.endpoint,
    );
    return {
      kind: 'parent-frame',
      window: child,
      options: { allowedOrigins: [PARENT_ORIGIN] },
      injected: ['parent'],
      received,
      deliver: (data) => pages.forEach((deliver) => deliver(data)),
      settle: () => turns(20),
    };
  },
};
