import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useState } from 'react';
import { useStorage } from '../../core/provider';
import { useToast } from '../../ui';
import { MAX_IMAGES } from './uploads';

/** What is kept: the form's order, type and sub-type, and what the borrower wrote and uploaded. */
export interface ComplaintDraftCopy {
  /** The order it is about (`""` for a question about none). */
  orderNo: string;
  type: string;
  subType: string;
  text: string;
  /** The uploaded images' URLs (an image still uploading is not kept). */
  images: string[];
}

/** The storage key (`lendview:complaint-draft`). */
export const DRAFT_KEY = 'complaint-draft';
/** Ours: a complaint left for a week is not what the borrower means to send today. */
const DRAFT_MS = 7 * 864e5;

/**
 * The kept draft of this form (same order, type and sub-type, at most a week old), or `null`.
 * The storage is the device's: it is read as untrusted.
 */
function readDraft(stored: string | null, form: ComplaintDraftCopy): ComplaintDraftCopy | null {
  try {
    const draft = JSON.parse(stored ?? 'null') as ComplaintDraftCopy & { savedAt: number };
    const same = ['orderNo', 'type', 'subType'].every((key) => draft[key as 'type'] === form[key as 'type']);
    const images = draft.images.length <= MAX_IMAGES && draft.images.every((url) => typeof url === 'string');
    if (same && images && Date.now() - draft.savedAt < DRAFT_MS)
      return { ...form, text: String(draft.text).slice(0, 200), images: draft.images };
  } catch {
    // not JSON, or not a draft
  }
  return null;
}

/**
 * Keeps the complaint being written in storage until it is sent: Android may end a web view in
 * the background while the borrower picks an image in the gallery, and the page then loads again.
 * When this form (same order and type) opens again, the kept draft goes to `restore`. One draft
 * at a time; nothing of the money path is ever kept. Read once the page is live (the server's
 * HTML has an empty form). Returns what to call once the complaint is sent.
 */
export function useDraft(current: ComplaintDraftCopy, restore: (kept: ComplaintDraftCopy) => void) {
  const { t } = useLingui();
  const storage = useStorage();
  const toast = useToast();
  // Writing starts once the kept draft was handed back (before, it would drop it); it stops once sent.
  const [writing, setWriting] = useState(false);
  const bringBack = useEffectEvent(() => {
    const kept = readDraft(storage.get(DRAFT_KEY), current);
    setWriting(true);
    if (!kept?.text && !kept?.images.length) return;
    restore(kept);
    toast.show(t`Your unsent complaint is back.`, 'info');
  });
  useEffect(() => bringBack(), []);

  const json = JSON.stringify(current);
  useEffect(() => {
    if (!writing) return;
    const draft = JSON.parse(json) as ComplaintDraftCopy;
    if (draft.text.trim() || draft.images.length) storage.set(DRAFT_KEY, JSON.stringify({ ...draft, savedAt: Date.now() }));
    // Nothing written: this form's kept draft goes; another form's stays.
    else if (readDraft(storage.get(DRAFT_KEY), draft)) storage.remove(DRAFT_KEY);
  }, [writing, json, storage]);

  return () => {
    setWriting(false);
    storage.remove(DRAFT_KEY);
  };
}
