import { useLingui } from '@lingui/react/macro';
import { useToast } from './toast';

/**
 * Copies text: the async clipboard where the web view allows it (secure context), else the
 * selection fallback older Android web views still need.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  try {
    await doc.defaultView?.navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = doc.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    doc.body.append(area);
    area.select();
    const done = doc.execCommand?.('copy') ?? false;
    area.remove();
    return done;
  }
}

/** Copies text and toasts the 'copied' message (spec 2.10). */
export function useCopy(): (text: string) => Promise<void> {
  const toast = useToast();
  const { t } = useLingui();
  return async (text: string) => {
    const done = await copyText(text);
    toast.show(done ? t`Copied` : t`Could not copy. Please copy it by hand.`, 'info');
  };
}
