import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useState } from 'react';
import { useStorage } from '../../core/provider';
import { useToast } from '../../ui';
import { DRAFT_KEY, readDraft, type ComplaintDraftCopy } from './draft';

/**
 * Keeps the complaint being written (text, type, sub-type, uploaded images) in storage until it
 * is sent, and hands it back to `restore` when this form (same order and type) opens again. Read
 * once the page is live: storage is the device's, and the server's HTML has an empty form.
 */
export function useDraft(
  current: Omit<ComplaintDraftCopy, 'savedAt'>,
  restore: (kept: { text: string; images: string[] }) => void,
) {
  const { t } = useLingui();
  const storage = useStorage();
  const toast = useToast();
  // `read` once the kept draft was handed back (before, writing would drop it); `sent` after.
  const [phase, setPhase] = useState<'reading' | 'read' | 'sent'>('reading');
  const bringBack = useEffectEvent(() => {
    const kept = readDraft(storage.get(DRAFT_KEY), current, Date.now());
    setPhase('read');
    if (!kept || (!kept.text && kept.images.length === 0)) return;
    restore(kept);
    toast.show(t`We kept the complaint you had started.`, 'info');
  });
  useEffect(() => bringBack(), []);

  const json = JSON.stringify({ ...current, savedAt: 0 });
  useEffect(() => {
    if (phase !== 'read') return;
    const draft = JSON.parse(json) as ComplaintDraftCopy;
    // Nothing written: this form's kept draft goes; another form's stays.
    if (!draft.text.trim() && draft.images.length === 0) {
      if (readDraft(storage.get(DRAFT_KEY), draft, Date.now())) storage.remove(DRAFT_KEY);
    } else storage.set(DRAFT_KEY, JSON.stringify({ ...draft, savedAt: Date.now() }));
  }, [phase, json, storage]);

  /** The complaint was sent: nothing is kept any more. */
  return () => {
    setPhase('sent');
    storage.remove(DRAFT_KEY);
  };
}
