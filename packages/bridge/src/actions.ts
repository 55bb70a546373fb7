import { BridgeError, type NativeBridge } from './bridge';
import { isPrivateProp, type MessagePayloads, type MessageType, type OrderIds, type TrackProps } from './messages';

type Post = <K extends MessageType>(type: K, payload: MessagePayloads[K]) => Promise<void>;
type Actions = Omit<NativeBridge, 'supports' | 'on' | 'ready' | 'onBack' | 'onCapabilities'>;

/** Drops `undefined` fields so the envelope is exactly what the schema allows. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

function phone(number: string): string | undefined {
  const digits = number.replace(/[^\d ]/g, '').trim();
  if (!/\d/.test(digits)) return undefined;
  return number.trim().startsWith('+') ? `+${digits}` : digits;
}

function publicProps(props: TrackProps | undefined): TrackProps | undefined {
  if (!props) return undefined;
  return Object.fromEntries(Object.entries(props).filter(([key]) => !isPrivateProp(key)));
}

/**
 * The action methods of {@link NativeBridge}, shaping each payload as `bridge-spec/REFERENCE.md` fixes it.
 *
 * Rule of thumb: the shaping lives here, once, so every transport sends identical payloads.
 *
 * @example
 * const { callPhone } = createActions(post);
 * await callPhone('+52 (55) 1234-5678'); // payload { number: '+52 55 12345678' }
 */
export function createActions(post: Post): Actions {
  const ids = (value: OrderIds = {}) => defined({ orderId: value.orderId, productId: value.productId });
  return {
    close: () => post('close', {}),
    goHome: () => post('goHome', {}),
    goMine: () => post('goMine', {}),
    logout: (reason) => post('logout', { reason }),
    callPhone(number) {
      const normalized = phone(number);
      if (normalized === undefined) {
        return Promise.reject(new BridgeError('failed', `callPhone needs digits, got ${JSON.stringify(number)}`));
      }
      return post('callPhone', { number: normalized });
    },
    openRating: () => post('openRating', {}),
    // Props named like a session, user or device id are dropped: no v1 row names them.
    track: (event, data = {}) => post('track', defined({ event, productId: data.productId, props: publicProps(data.props) })),
    bankStart: (value) => post('bankStart', ids(value)),
    bankEnd: (value) => post('bankEnd', ids(value)),
    borrowAgain(productId) {
      const id = productId.split('?')[0];
      if (!id)
        return Promise.reject(new BridgeError('failed', `borrowAgain needs a product id, got ${JSON.stringify(productId)}`));
      return post('borrowAgain', { productId: id });
    },
    leaveGuard: (active, reason) => post('leaveGuard', { active, reason }),
  };
}
