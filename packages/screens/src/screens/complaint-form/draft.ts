import { MAX_IMAGES } from './uploads';

/**
 * A complaint being written, kept in storage until it is sent: Android may end a web view in the
 * background while the borrower picks an image in the gallery, and the page then loads again.
 * One draft at a time, for one order and question type; nothing of the money path is ever kept.
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

/**
 * The kept draft of this form (same order, type and sub-type), or `null`: none, another form's,
 * too old, or not a draft (the storage is the device's and is read as untrusted).
 */
export function readDraft(stored: string | null, form: Pick<ComplaintDraftCopy, 'orderNo' | 'type' | 'subType'>, now: number) {
  try {
    const draft = JSON.parse(stored ?? 'null') as ComplaintDraftCopy;
    const fresh = now - draft.savedAt < DRAFT_DAYS * 864e5;
    const same = draft.orderNo === form.orderNo && draft.type === form.type && draft.subType === form.subType;
    const images =
      Array.isArray(draft.images) && draft.images.length <= MAX_IMAGES && draft.images.every((url) => typeof url === 'string');
    if (fresh && same && images && typeof draft.text === 'string')
      return { text: draft.text.slice(0, 200), images: draft.images };
  } catch {
    // not JSON, or null: no draft
  }
  return null;
}
