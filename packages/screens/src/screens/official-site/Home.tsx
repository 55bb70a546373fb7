import { Trans, useLingui } from '@lingui/react/macro';
import { useToast } from '../../ui';
import { FeatureArt, HeroArt } from './Art';
import { OfficialForm } from '../../shared/official/OfficialForm';

/** The Home tab (spec 2.17): image sections and the contact form (Company, Subject, Message). */
export function Home() {
  const { t } = useLingui();
  const toast = useToast();
  const features = [
    { kind: 'form', title: t`Simple application`, text: t`One short form in the app, no paperwork.` },
    { kind: 'fast', title: t`Fast decision`, text: t`A decision within 1 day, the money within 1 to 3 calendar days.` },
    { kind: 'safe', title: t`Clear and safe`, text: t`Every cost shown before you accept; your data protected.` },
  ] as const;
  // The spec's home form makes no server call: success is the cleared form and the toast.
  const sent = () => toast.show(t`Successful!`);
  return (
    <>
      <section className="of-hero" aria-labelledby="of-hero">
        <HeroArt />
        <h2 id="of-hero" className="of-hero-title">
          <Trans>Cash when you need it</Trans>
        </h2>
        <p>
          <Trans>Loans of 91 to 365 days, applied for in minutes.</Trans>
        </p>
      </section>
      <ul className="of-features">
        {features.map((feature) => (
          <li key={feature.kind} className="of-feature">
            <FeatureArt kind={feature.kind} />
            <div>
              <h3 className="of-feature-title">{feature.title}</h3>
              <p>{feature.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <section className="lv-section" aria-labelledby="of-contact">
        <h2 id="of-contact" className="lv-section-title">
          <Trans>Contact us</Trans>
        </h2>
        <p className="lv-muted of-form-lead">
          <Trans>Leave us a message and we will get back to you.</Trans>
        </p>
        <OfficialForm
          fields={[
            { name: 'company', label: t`Company`, autoComplete: 'organization' },
            { name: 'subject', label: t`Subject` },
            { name: 'message', label: t`Message`, multiline: true },
          ]}
          submitLabel={t`Submit`}
          incompleteMessage={t`Please provide complete information!`}
          requiredMessage={t`Please fill in this field.`}
          onComplete={sent}
        />
      </section>
    </>
  );
}
