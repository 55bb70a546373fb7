import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Dialog, ServerImage, useImageSrc } from '../../ui';

export interface ImageGridProps {
  /** Server URLs; those the page may not load are left out. */
  urls: string[];
  /** Names each image: `label(1)` -> "Your image 1". */
  label: (position: number) => string;
}

/** Images 3 per row, each opening a larger view (closed by Escape, back or a tap outside). */
export function ImageGrid({ urls, label }: ImageGridProps) {
  const { t } = useLingui();
  const imageSrc = useImageSrc();
  const [open, setOpen] = useState<number | null>(null);
  // Refused URLs are left out (not shown as empty tiles): numbering follows what can be seen.
  const images = urls.filter((url) => imageSrc(url));
  if (images.length === 0) return null;
  return (
    <>
      <ul className="cd-grid">
        {images.map((src, index) => {
          const name = label(index + 1);
          return (
            <li key={index}>
              <button type="button" className="cd-thumb" aria-label={t`${name}, enlarge`} onClick={() => setOpen(index)}>
                <ServerImage src={src} width={96} height={96} alt="" loading="lazy" />
              </button>
            </li>
          );
        })}
      </ul>
      <Dialog
        open={open !== null}
        title={open === null ? '' : label(open + 1)}
        onClose={() => setOpen(null)}
        closeOnMask
        actions={
          <button type="button" className="lv-button" onClick={() => setOpen(null)}>
            <Trans>Close</Trans>
          </button>
        }
      >
        {open !== null && <ServerImage className="cd-large" src={images[open]} width={320} height={320} alt="" />}
      </Dialog>
    </>
  );
}
