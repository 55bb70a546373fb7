import { ACTIONS_1_0, type HelloReply, type MessageType } from './messages';
import type { Transport } from './transport';

/** What the page knows of the shell: its `hello`, and from it what the shell can do. */
export interface Support {
  supports(type: MessageType): boolean;
  /** Whether the shell replies to every message (1.1 and later). */
  acks(): boolean;
  /** The shell's hello, or null while none is known. */
  hello(): HelloReply | null;
  /** Takes a hello (the reply, a late reply); tells the subscribers. */
  apply(hello: HelloReply): HelloReply;
  /** Forgets the hello (the transport now talks to another shell); tells the subscribers. */
  reset(): void;
  subscribe(listener: () => void): () => void;
}

/**
 * Capabilities, in order of trust: the shell's `hello` (its reply, or what it injected at
 * document start until the reply confirms it), else what the transport knows by itself (the
 * web fallback, a method map), else every 1.0 message (an older shell that never answers).
 *
 * @example
 * const support = createSupport(transport, null);
 * support.supports('leaveGuard'); // false until a 1.1 shell lists it
 */
export function createSupport(transport: Transport, injected: HelloReply | null): Support {
  let current = injected;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    supports(type) {
      if (type === 'hello') return true;
      const list = current?.capabilities ?? transport.capabilities;
      return list ? list.includes(type) : (ACTIONS_1_0 as readonly string[]).includes(type);
    },
    acks: () => (current?.minor ?? 0) >= 1,
    hello: () => current,
    apply(hello) {
      current = hello;
      notify();
      return hello;
    },
    reset() {
      current = null;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
