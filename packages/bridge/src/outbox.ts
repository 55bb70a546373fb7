import { BridgeError } from './bridge';
import type { OutboundEnvelope } from './messages';
import type { Transport } from './transport';

/** Hands envelopes to a transport in order, holding them until every gate settles. */
export interface Outbox {
  /**
   * Resolves once the envelope is handed over, saying whether the transport will answer it
   * directly. `onReply` then receives that direct reply (iOS reply handler, parent frame) as an
   * inbound envelope, `undefined` for an empty one, a refusal turned into an error reply.
   */
  send(envelope: OutboundEnvelope, onReply?: (reply: unknown) => void): Promise<{ direct: boolean }>;
  /** Rejects what is queued and everything sent later with `error`. */
  dispose(error: BridgeError): void;
}

interface Job {
  envelope: OutboundEnvelope;
  onReply?: (reply: unknown) => void;
  resolve(handed: { direct: boolean }): void;
  reject(error: BridgeError): void;
}

const asBridgeError = (cause: unknown, message: string) =>
  cause instanceof BridgeError ? cause : new BridgeError('failed', message, { cause });

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';

/**
 * The queue of messages sent before the transport is ready: flushed in order, never dropped.
 * A gate that rejects fails the queue with that error instead, so nothing waits forever.
 *
 * @example
 * const outbox = createOutbox(transport, [transport.ready]);
 * const { direct } = await outbox.send({ lendview: 1, id: 'w-2', type: 'close', payload: {} });
 */
export function createOutbox(
  transport: Transport,
  gates: ReadonlyArray<PromiseLike<unknown> | undefined>,
  /** Told of each envelope the moment the transport took it. */
  onHanded: (envelope: OutboundEnvelope) => void = () => undefined,
): Outbox {
  const waits = gates.filter((gate): gate is PromiseLike<unknown> => gate !== undefined);
  let queue: Job[] | null = waits.length > 0 ? [] : null;
  let failure: BridgeError | null = null;

  function flush() {
    if (!queue) return;
    // Jobs sent while flushing join the end of this same queue, so order holds.
    const jobs = queue;
    while (jobs.length > 0) deliver(jobs.shift()!);
    queue = null;
  }

  function deliver(job: Job) {
    if (failure) return job.reject(failure);
    let direct: unknown;
    try {
      direct = transport.send(job.envelope);
    } catch (cause) {
      return job.reject(
        asBridgeError(cause, `The ${transport.kind} host refused ${'type' in job.envelope ? job.envelope.type : 'a reply'}`),
      );
    }
    onHanded(job.envelope);
    if (isThenable(direct)) {
      const { id } = job.envelope;
      direct.then(
        (reply) => job.onReply?.(reply ?? undefined),
        (cause) => job.onReply?.({ lendview: 1, id, error: { code: 'failed', message: String(cause) } }),
      );
    }
    job.resolve({ direct: isThenable(direct) });
  }

  if (queue) {
    Promise.all(waits).then(flush, (cause) => {
      failure = asBridgeError(cause, `The ${transport.kind} transport did not become ready`);
      flush();
    });
  }

  return {
    send: (envelope, onReply) =>
      new Promise((resolve, reject) => {
        const job = { envelope, onReply, resolve, reject };
        if (queue) queue.push(job);
        else deliver(job);
      }),
    dispose(error) {
      failure = error;
      flush();
    },
  };
}
