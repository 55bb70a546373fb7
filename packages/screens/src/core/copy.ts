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
