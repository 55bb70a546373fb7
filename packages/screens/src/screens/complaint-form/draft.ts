import { MAX_IMAGES } from './uploads';

/**
 * A complaint being written, kept in storage until it is sent: Android may end a web view in the
 * background while the borrower picks an image in the gallery, and the page then loads again.
 * One draft at a time, for one order; nothing of the money path is ever kept.
 */
export interface ComplaintDraftCopy {
  /** The order it is about (`""` for a question about none). */
  orderNo: string;
  type: string;
  subType: string;
  text: string;
  /** The uploaded images' URLs (an image still uploading is not kept). */
  images: string[];
  /** When it was kept (ms): a draft older than {@link DRAFT_DAYS} days is dropped. */
  savedAt: number;
}

/** The storage key (`lendview:complaint-draft`). */
export const DRAFT_KEY = 'complaint-draft';
/** Ours: a complaint left for a week is not what the borrower means to send today. */
export const DRAFT_DAYS = 7;

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

/**
 * The kept draft for `orderNo`, or `null` (none, another order's, too old, or not a draft: the
 * storage is the device's and is read as untrusted).
 */
export function readDraft(stored: string | null, orderNo: string, now: number): ComplaintDraftCopy | null {
  let draft: Partial<ComplaintDraftCopy>;
  try {
    draft = JSON.parse(stored ?? 'null') as Partial<ComplaintDraftCopy>;
  } catch {
    return null;
  }
  if (!draft || typeof draft !== 'object' || draft.orderNo !== orderNo) return null;
  const { type, subType, text, images, savedAt } = draft;
  if (!isText(type, 64) || !isText(subType, 64) || !isText(text, 200)) return null;
  if (!Array.isArray(images) || images.length > MAX_IMAGES || !images.every((url) => isText(url, 2048))) return null;
  if (typeof savedAt !== 'number' || now - savedAt > DRAFT_DAYS * 24 * 60 * 60 * 1000 || savedAt > now) return null;
  return { orderNo, type, subType, text, images, savedAt };
}
