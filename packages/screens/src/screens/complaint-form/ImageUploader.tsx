import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useSyncExternalStore, type ChangeEvent } from 'react';
import { ServerImage } from '../../ui';
import { MAX_IMAGE_MB, MAX_IMAGES, type Progress, type Upload } from './uploads';

export interface ImageUploaderProps {
  uploads: Upload[];
  onAdd: (files: File[]) => void;
  onRemove: (key: number) => void;
}

/**
 * The image grid, 3 per row (spec 2.3): a tile per image with its upload progress and a remove
 * button, and an add tile that disappears once 9 images are there.
 */
export function ImageUploader({ uploads, onAdd, onRemove }: ImageUploaderProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // choosing the same file again must fire change again
    onAdd(files);
  }

  const count = uploads.length;
  return (
    <section className="lv-section" aria-labelledby="cf-images-title">
      <div className="cf-images-bar">
        <h2 id="cf-images-title" className="lv-section-title">
          <Trans>Images (optional)</Trans>
        </h2>
        <span className="lv-muted" aria-hidden="true">
          {count}/{MAX_IMAGES}
        </span>
        <span className="lv-visually-hidden">{t`${count} of ${MAX_IMAGES} images`}</span>
      </div>
      <p className="cf-hint lv-muted">
        <Trans>
          Up to {MAX_IMAGES} images, {MAX_IMAGE_MB} MB each.
        </Trans>
      </p>
      <ul className="cf-grid">
        {uploads.map((upload, index) => {
          const position = index + 1;
          return (
            <li key={upload.key} className="cf-tile">
              {upload.status === 'done' ? (
                <UploadedImage url={upload.url} label={t`Image ${position}`} />
              ) : (
                <UploadProgress progress={upload.progress} label={t`Uploading image ${position}`} />
              )}
              <button
                type="button"
                className="cf-remove"
                aria-label={t`Remove image ${position}`}
                onClick={() => onRemove(upload.key)}
              >
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          );
        })}
        {uploads.length < MAX_IMAGES && (
          <li className="cf-tile">
            <button type="button" className="cf-add" onClick={() => input.current?.click()}>
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <Trans>Add image</Trans>
            </button>
            {/* Out of the page (the Add image button opens it): a visually hidden input would
                still be a 1 px focus and touch target. */}
            <input ref={input} type="file" accept="image/*" multiple hidden aria-label={t`Add image`} onChange={choose} />
          </li>
        )}
      </ul>
    </section>
  );
}

// An address the page may not load still counts as uploaded: it is sent, just not previewed
// (the placeholder keeps the tile and its name).
function UploadedImage({ url, label }: { url: string; label: string }) {
  return <ServerImage className="cf-image" src={url} width={96} height={96} alt={label} />;
}

/** Re-renders alone on every progress event: the grid and the form stay as they are. */
function UploadProgress({ progress, label }: { progress: Progress; label: string }) {
  const value = Math.round(useSyncExternalStore(progress.subscribe, progress.get, progress.get) * 100);
  return (
    <span className="cf-progress">
      <span
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="cf-progress-track"
      >
        <span className="cf-progress-bar" style={{ width: `${value}%` }} />
      </span>
      <span className="cf-progress-text" aria-hidden="true">
        {value}%
      </span>
    </span>
  );
}
