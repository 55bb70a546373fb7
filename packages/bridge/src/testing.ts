import { createClient, type BridgeClient, type ClientOptions } from './client';
import {
  ACTIONS,
  type EventEnvelope,
  type EventType,
  type HelloReply,
  type MessageEnvelope,
  type MessageType,
  type PageReplyEnvelope,
  type RequestEnvelope,
} from './messages';
import type { InboundSink, Transport } from './transport';

/** Options of {@link createRecordingBridge}. */
export interface RecordingBridgeOptions extends ClientOptions {
  /**
   * What the simulated host can do, known from the start; the rest rejects `unsupported`.
   * @defaultValue every message
   */
  capabilities?: readonly MessageType[];
  /** Fields of the `hello` reply, or `null` for an older shell that never replies. @defaultValue a v1 Android shell */
  hello?: Partial<HelloReply> | null;
  /** Sees every envelope before it is recorded; throw to refuse it (contract checks do). */
  onSend?: (envelope: MessageEnvelope) => void;
}

/** A bridge that talks to no shell: it records what it would send and lets a test play the host. */
export interface RecordingBridge extends BridgeClient {
  /** Every envelope sent, `hello` first, in order. */
  readonly messages: readonly MessageEnvelope[];
  /** The envelopes of one type, in order. */
  sent<K extends MessageType>(type: K): MessageEnvelope<K>[];
  /** Delivers a native event, as the shell would. */
  emit(event: EventType, payload?: Record<string, unknown>): void;
  /** Delivers raw native-to-web data (a JSON string or an object), as the shell would. */
  receive(data: unknown): void;
  /** Sends the 1.1 `back` request as the shell would; resolves the page's `handled`, or null with no answer. */
  requestBack(): Promise<boolean | null>;
  /** The page's answers to requests, in order. */
  readonly answers: readonly PageReplyEnvelope[];
}

/**
 * An in-memory bridge for tests and stories: nothing leaves the page, every
 * envelope is kept in `messages`, and the test plays the host with `emit` and `capabilities`.
 *
 * Rule of thumb: screen tests use `createTestBridge` from `tests/support/bridge-contract`, which
 * adds a JSON Schema check of every message.
 *
 * @example
 * const bridge = createRecordingBridge({ capabilities: ['close'] });
 * await bridge.close();
 * expect(bridge.sent('close')).toHaveLength(1);
 * bridge.emit('resume');
 */
export function createRecordingBridge(options: RecordingBridgeOptions = {}): RecordingBridge {
  const messages: MessageEnvelope[] = [];
  const answers: PageReplyEnvelope[] = [];
  let requests = 0;
  const sinks = new Set<InboundSink>();
  const deliver = (data: unknown) => sinks.forEach((sink) => sink.receive(data));
  const hello =
    options.hello === null
      ? null
      : {
          protocol: 1,
          platform: 'android',
          appVersion: 'test',
          capabilities: [...(options.capabilities ?? ACTIONS)],
          ...options.hello,
        };
  const transport: Transport = {
    kind: 'recording',
    capabilities: options.capabilities,
    send(envelope) {
      if (!('type' in envelope)) return void answers.push(envelope);
      options.onSend?.(envelope);
      messages.push(envelope);
      if (envelope.type === 'hello' && hello) return Promise.resolve({ lendview: 1, id: envelope.id, result: hello });
    },
    listen(sink) {
      sinks.add(sink);
      return () => void sinks.delete(sink);
    },
  };
  const client = createClient(transport, options);
  return Object.assign(client, {
    messages,
    sent: <K extends MessageType>(type: K) => messages.filter((message): message is MessageEnvelope<K> => message.type === type),
    emit: (event: EventType, payload: Record<string, unknown> = {}) =>
      deliver({ lendview: 1, event, payload } satisfies EventEnvelope),
    receive: deliver,
    answers,
    requestBack() {
      const request: RequestEnvelope = { lendview: 1, id: `n-${++requests}`, request: 'back', payload: {} };
      deliver(request);
      // The page answers synchronously while it handles the request.
      const answer = answers.find((candidate) => candidate.id === request.id);
      return Promise.resolve(answer && 'result' in answer ? answer.result.handled : null);
    },
  });
}
