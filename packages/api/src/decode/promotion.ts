import type { PromotionTemplate } from '../types';
import { record, requiredText } from './guards';

/**
 * `channel-template` data: the landing configuration. `id` is required (as text); the other
 * fields are the deployment's own and are passed through untouched.
 *
 * @example
 * decodePromotionTemplate({ id: 12, bannerImage: '/b.png' }) // { id: '12', bannerImage: '/b.png' }
 */
export function decodePromotionTemplate(data: unknown): PromotionTemplate {
  const source = record(data, 'data');
  return { ...source, id: requiredText(source, 'id') };
}

/**
 * `get-sid` data: the captcha session id (required).
 *
 * @example
 * decodeSid({ sid: 'a1b2' }) // 'a1b2'
 */
export function decodeSid(data: unknown): string {
  return requiredText(record(data, 'data'), 'sid');
}
