import { languageTypeOf, withQuery } from '@lendview/api';
import { useLendview } from '../../core/provider';

/**
 * The privacy policy in a frame (spec 2.17 and 7.5: "a static external page"). The frame gets
 * the market flag, and `embedded=1` so the app's own notice hides its link back to the site it
 * is already inside. Sandboxed: no top navigation, forms, downloads or modal dialogs; scripts and
 * its own origin stay, because the default page is this app (a module script needs its origin).
 */
export function PolicyFrame({ url, title }: { url?: string; title: string }) {
  const { market, paths } = useLendview();
  const src = withQuery(url ?? paths.privacyPolicy, { languageType: languageTypeOf(market), embedded: 1 });
  return (
    <iframe
      className="of-frame"
      title={title}
      src={src}
      sandbox="allow-scripts allow-same-origin allow-popups"
      referrerPolicy="no-referrer"
    />
  );
}

/** Styles the official site and the official pages share (the form, the frame), in their CSS. */
export const officialCss = `
.of-frame{display:block;width:100%;height:70vh;min-height:420px;border:1px solid var(--lv-line);border-radius:10px;background:var(--lv-surface)}
.of-form textarea.lv-input{min-height:112px;resize:vertical}
.of-form .lv-button{margin-top:4px}
`;
