import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ChangeEvent } from 'react';

/**
 * The photo picker (spec 2.19) with a preview of the chosen image. The preview is an object
 * URL of the local file (nothing is uploaded), released when another is chosen or the page goes.
 */
export function Photo() {
  const { t } = useLingui();
  const [photo, setPhoto] = useState<{ url: string; name: string } | null>(null);

  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo.url);
    },
    [photo],
  );

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setPhoto(file ? { url: URL.createObjectURL(file), name: file.name } : null);
  }

  const name = photo?.name ?? '';
  return (
    <section className="lv-section" aria-labelledby="tp-photo">
      <h2 id="tp-photo" className="lv-section-title">
        <Trans>Photo</Trans>
      </h2>
      <div className="lv-field">
        <label className="lv-label" htmlFor="tp-photo-input">
          <Trans>Choose a photo</Trans>
        </label>
        <input id="tp-photo-input" className="lv-input" type="file" accept="image/*" onChange={choose} />
      </div>
      <div className="tp-preview">
        {photo ? (
          <img src={photo.url} alt={t`Preview of ${name}`} width={160} height={160} />
        ) : (
          <span className="lv-muted">
            <Trans>No photo chosen</Trans>
          </span>
        )}
      </div>
    </section>
  );
}
