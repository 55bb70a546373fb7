import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { GrievanceContacts } from '../../shared/grievance';
import { Dialog } from '../../ui';
import { OfficialForm } from '../../shared/official/OfficialForm';
import { SentArt } from './Art';

/** Spec section 9: the contact confirmation shows for 3 s. */
export const CONFIRMATION_MS = 3000;

/**
 * /Contact (spec 2.17 and 5): name, telephone, e-mail and message, all required, no format
 * checks. It sends nothing: the form clears and a confirmation image shows for 3 s or until tapped.
 * Below it, the lender's grievance and regulator contacts when the host set them.
 */
export function Contact() {
  const { t } = useLingui();
  const [sent, setSent] = useState(false);
  const close = () => setSent(false);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  return (
    <>
      <h1 className="op-title">
        <Trans>Contact us</Trans>
      </h1>
      <section className="lv-section" aria-label={t`Contact form`}>
        <p className="lv-muted op-lead">
          <Trans>Write to us and we will get back to you as soon as we can.</Trans>
        </p>
        <OfficialForm
          fields={[
            { name: 'name', label: t`Name`, autoComplete: 'name' },
            { name: 'telephone', label: t`Telephone`, type: 'tel', autoComplete: 'tel' },
            { name: 'email', label: t`E-mail`, type: 'email', autoComplete: 'email' },
            { name: 'message', label: t`Message`, multiline: true },
          ]}
          submitLabel={t`Submit`}
          incompleteMessage={t`Please provide complete information!`}
          requiredMessage={t`Please fill in this field.`}
          onComplete={() => setSent(true)}
        />
      </section>
      <GrievanceContacts />
      <Dialog open={sent} title={t`Message received`} onClose={close} closeOnMask>
        <button type="button" className="op-sent" onClick={close}>
          <SentArt />
          <span>
            <Trans>Thank you! We will contact you soon.</Trans>
          </span>
          <span className="lv-muted">
            <Trans>Tap to close</Trans>
          </span>
        </button>
      </Dialog>
    </>
  );
}
