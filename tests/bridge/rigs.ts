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
  /** Every envelope the shell got, in order. */
  received: MessageEnvelope[];
  /** Sends raw native-to-web data (a JSON string or an object) the shell's way. */
  deliver(data: unknown): void;
  /** Lets asynchronous delivery (ports, promises) finish. */
  settle(): Promise<void>;
}

/** What the fake shell answers to `hello`: a reply, or nothing (an older shell). */
export interface Shell {
  hello: HelloReply | null;
}

/** Real turns of the event loop: ports deliver between them even while timers are faked. */
export async function turns(count = 10): Promise<void> {
  for (let i = 0; i < count; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

const parse = (data: unknown) => (typeof data === 'string' ? JSON.parse(data) : structuredClone(data)) as MessageEnvelope;

/** Natives answer on a later turn, never inside the call that sent the message. */
function answerHello(shell: Shell, envelope: MessageEnvelope, reply: (json: string) => void) {
  if (envelope.type === 'hello' && shell.hello) {
    const json = JSON.stringify({ lendview: 1, id: envelope.id, result: shell.hello });
    queueMicrotask(() => reply(json));
  }
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
    return { kind: 'android', window: { LendviewHost: host }, received, deliver, settle: () => turns(2) };
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
    return { kind: 'android-legacy', window: win, received, deliver: callReceive(win), settle: () => turns(2) };
  },

  'iOS with a reply handler': (shell) => {
    const received: MessageEnvelope[] = [];
    const win: BridgeWindow = {};
    win.webkit = {
      messageHandlers: {
        lendview: {
          // WKScriptMessageHandlerWithReply: every post returns a promise; its value is the reply.
          postMessage(envelope) {
            received.push(parse(envelope));
            const { type } = envelope as MessageEnvelope;
            return Promise.resolve(type === 'hello' && shell.hello ? shell.hello : null);
          },
        },
      },
    };
    return { kind: 'ios', window: win, received, deliver: callReceive(win), settle: () => turns(2) };
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
    return { kind: 'ios', window: win, received, deliver: callReceive(win), settle: () => turns(2) };
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
    return { kind: 'react-native', window: win, received, deliver: callReceive(win), settle: () => turns(2) };
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
          if (envelope.type === 'hello' && shell.hello) return { lendview: 1, id: envelope.id, result: shell.hello };
        },
      },
      parent.endpoint,
    );
    return {
      kind: 'parent-frame',
      window: child,
      options: { allowedOrigins: [PARENT_ORIGIN] },
      received,
      deliver: (data) => pages.forEach((deliver) => deliver(data)),
      settle: () => turns(20),
    };
  },
};
