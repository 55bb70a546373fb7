import { Trans, useLingui } from '@lingui/react/macro';
import type { RepaymentInstruction } from '@lendview/api';
import { useId } from 'react';
import { useCopy } from '../../core/copy';
import { ServerImage } from '../../ui';

/** A value the borrower needs at the counter, with a copy button when it is set. */
function CopyField({
  label,
  value,
  copyLabel,
  code = false,
}: {
  label: string;
  value: string;
  copyLabel: string;
  code?: boolean;
}) {
  const copy = useCopy();
  if (!value) return null;
  return (
    <div className="ri-field">
      <span className="ri-field-text">
        <span className="ri-field-label">{label}</span>
        <span className={code ? 'ri-field-value ri-field-code' : 'ri-field-value'}>{value}</span>
      </span>
      <button type="button" className="ri-copy" aria-label={copyLabel} onClick={() => void copy(value)}>
        <Trans>Copy</Trans>
      </button>
    </div>
  );
}

/** The main section (spec 2.9): title (the screen's `h1`), description, code image, the codes to copy. */
export function MainSection({ data }: { data: RepaymentInstruction }) {
  const { t } = useLingui();
  const id = useId();
  const { title, description, codeImage, verificationCode, companyName } = data;
  return (
    <section className="lv-section ri-main" aria-labelledby={id}>
      <h1 id={id} className="ri-title">
        {title || t`Repayment instructions`}
      </h1>
      {description && <p className="ri-description">{description}</p>}
      <ServerImage
        src={codeImage}
        alt={verificationCode ? t`Payment code ${verificationCode}` : t`Payment code`}
        className="ri-code-image"
        width={300}
        height={96}
        decoding="async"
        fallback={null}
      />
      <CopyField
        label={t`Payment reference`}
        value={verificationCode}
        copyLabel={t`Copy payment reference ${verificationCode}`}
        code
      />
      {/* The spec gives the company name a copy action: cashiers and bank apps ask for the payee. */}
      <CopyField label={t`Pay to`} value={companyName} copyLabel={t`Copy company name ${companyName}`} />
    </section>
  );
}

/** The further sections: a title and its lines each. */
export function InfoSections({ sections }: { sections: RepaymentInstruction['sections'] }) {
  const id = useId();
  return sections.map((section, i) => (
    <section key={i} className="lv-section" aria-labelledby={`${id}-${i}`}>
      <h2 id={`${id}-${i}`} className="lv-section-title">
        {section.title}
      </h2>
      <ul className="ri-lines">
        {section.lines.map((line, j) => (
          <li key={j}>{line}</li>
        ))}
      </ul>
    </section>
  ));
}

/**
 * The image section: title, the link to the provider's fees page (opened outside the app, with
 * no session data and no referrer) and the images.
 */
export function ImageSection({ images, feesUrl }: { images: RepaymentInstruction['images']; feesUrl: string }) {
  const { t } = useLingui();
  const id = useId();
  const { title, contactLabel, urls } = images;
  if (!title && !contactLabel && urls.length === 0) return null;
  return (
    <section className="lv-section" aria-labelledby={id}>
      <h2 id={id} className="lv-section-title">
        {title || t`Where to pay`}
      </h2>
      <a className="lv-link" href={feesUrl} target="_blank" rel="noopener noreferrer">
        {contactLabel || t`Fees and charges`}
        <span className="lv-visually-hidden"> {t`(opens outside the app)`}</span>
      </a>
      {urls.length > 0 && (
        <ul className="ri-images">
          {urls.map((url, i) => (
            <li key={i}>
              <ServerImage
                src={url}
                alt={t`Image ${i + 1} of ${urls.length}`}
                className="ri-image"
                width={96}
                height={96}
                decoding="async"
                fallback={null}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
