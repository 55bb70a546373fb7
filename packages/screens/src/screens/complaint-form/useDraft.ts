import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useState } from 'react';
import { useStorage } from '../../core/provider';
import { useToast } from '../../ui';
import { DRAFT_KEY, readDraft, type ComplaintDraftCopy } from './draft';

/** What the form holds now. */
type Current = Omit<ComplaintDraftCopy, 'savedAt'>;

/**
 * Keeps the complaint being written (text, type, sub-type, uploaded images) in storage until it
 * is sent, and hands it back when the form opens again for the same order. Read after the page
 * is live (storage is the device's, not the server's: the server's HTML has an empty form).
 * Returns the kept draft once read, and `clear` for when the complaint is sent.
 */
export function useDraft(current: Current, restore: (draft: ComplaintDraftCopy) => void) {
  const { t } = useLingui();
  const storage = useStorage();
  const toast = useToast();
  const [kept, setKept] = useState<ComplaintDraftCopy | null | undefined>(undefined);
  const [sent, setSent] = useState(false);
  const { orderNo, type, subType, text, images } = current;

  const bringBack = useEffectEvent(() => {
    const draft = readDraft(storage.get(DRAFT_KEY), orderNo, Date.now());
    setKept(draft);
    if (!draft || (!draft.text && draft.images.length === 0)) return;
    restore(draft);
    toast.show(t`We kept the complaint you had started.`, 'info');
  });
  useEffect(() => bringBack(), []);

  const imageList = JSON.stringify(images);
  useEffect(() => {
    if (kept === undefined || sent) return; // not read yet (writing now would drop what is kept), or done
    if (text.trim() === '' && imageList === '[]') {
      // Nothing written for this order: its kept draft goes; another order's stays.
      if (readDraft(storage.get(DRAFT_KEY), orderNo, Date.now())) storage.remove(DRAFT_KEY);
      return;
    }
    const draft: ComplaintDraftCopy = {
      orderNo,
      type,
      subType,
      text,
      images: JSON.parse(imageList) as string[],
      savedAt: Date.now(),
    };
    storage.set(DRAFT_KEY, JSON.stringify(draft));
  }, [kept, sent, storage, orderNo, type, subType, text, imageList]);

  return {
    kept,
    /** The complaint was sent: nothing is kept any more. */
    clear() {
      setSent(true);
      storage.remove(DRAFT_KEY);
    },
  };
}
