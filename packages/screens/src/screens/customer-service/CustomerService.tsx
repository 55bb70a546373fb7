import { MAX_PHONE_TEXT, parsePhone } from '@lendview/api/validate';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import { useAction } from '../../core/action';
import { useCapability, useResume } from '../../core/native';
import { useScreenData } from '../../core/screen-data';
import { useLendview } from '../../core/provider';
import { defineScreen, Loading } from '../../ui';
import { useErrorText } from '../../core/errors';
import { mailAddress } from '../../core/text';
import { GrievanceContacts } from '../../shared/grievance';
import { loadCustomerService } from './load';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { css } from './styles';

const catalogs = { en, es };

/**
 * Customer service (spec 2.6): a banner per market, the telephone and the e-mail from the
 * server. Tapping the telephone asks the native app to call; the e-mail is a mail link. Below,
 * the lender's grievance and regulator contacts when the host set them (`grievance`).
 *
 * @see docs/screens/customer-service.md: its decisions where the spec is silent.
 * @example
 * <LendviewProvider {...host}><CustomerService /></LendviewProvider>
 */
export const CustomerService = defineScreen({
  name: 'customer-service',
  catalogs,
  css,
  Content: CustomerServiceContent,
  Fallback: CustomerServiceLoading,
});

function Banner() {
  return (
    <header className="cs-banner">
      <h1 className="cs-title">
        <Trans>Customer service</Trans>
      </h1>
      <p className="cs-subtitle">
        <Trans>We are here to help you with your loan.</Trans>
      </p>
    </header>
  );
}

function CustomerServiceLoading() {
  const { t } = useLingui();
  return (
    <>
      <Banner />
      <Loading label={t`Loading contact details`} cards={[128]} />
    </>
  );
}

function CustomerServiceContent() {
  const { t } = useLingui();
  const { bridge, servicePhone } = useLendview();
  const errorText = useErrorText();
  const calling = useAction();
  const { data, refresh } = useScreenData(loadCustomerService);
  useResume(refresh);
  const canCall = useCapability('callPhone');
  // The lender's text is always shown (hours, an extension and all); Call is offered when a
  // number of any plan is in it, never one glued from the hours or the extension.
  const telephone = lineOf(data.telephone) || lineOf(servicePhone);
  const number = parsePhone(telephone);

  const email = mailAddress(data.email);

  function call(dial: string, phone: string) {
    void calling.run(() => bridge.callPhone(dial), {
      errorText: (error) => errorText(error, t`Calls are not available here. Please dial ${phone}.`),
    });
  }

  return (
    <>
      <title>{t`Customer service`}</title>
      <Banner />
      <section className="lv-section cs-contacts" aria-labelledby="cs-contacts">
        <h2 id="cs-contacts" className="lv-section-title">
          <Trans>Contact us</Trans>
        </h2>
        {telephone && (
          <ContactRow
            href={number && !canCall ? `tel:${number.dial}` : undefined}
            onClick={number && (() => call(number.dial, number.display))}
            icon={<PhoneIcon />}
            label={<Trans>Telephone</Trans>}
            value={telephone}
            action={number && <Trans>Call</Trans>}
          />
        )}
        {email && (
          <ContactRow
            href={`mailto:${email}`}
            icon={<MailIcon />}
            label={<Trans>E-mail</Trans>}
            value={email}
            action={<Trans>Write</Trans>}
          />
        )}
        {!telephone && !email && (
          <p className="cs-empty">
            <Trans>Contact details are not available right now. Please try again later.</Trans>
          </p>
        )}
      </section>
      <GrievanceContacts />
    </>
  );
}

interface ContactRowProps {
  /** A link row when set, else a button calling `onClick`, else text only. */
  href?: string;
  onClick?: (() => void) | undefined;
  icon: ReactNode;
  label: ReactNode;
  value: string;
  action?: ReactNode;
}

function ContactRow({ href, onClick, icon, label, value, action }: ContactRowProps) {
  const content = (
    <>
      {icon}
      <span className="cs-contact-text">
        <span className="cs-contact-label">{label}</span>
        {/* An address breaks after its "@" when the row is narrow, not mid-name. */}
        <span className="cs-contact-value">
          {value.split('@').map((part, i) => (
            <Fragment key={i}>
              {i > 0 && '@'}
              {i > 0 && <wbr />}
              {part}
            </Fragment>
          ))}
        </span>
      </span>
      {action && (
        <span className="cs-contact-action" aria-hidden="true">
          {action}
        </span>
      )}
    </>
  );
  if (href)
    return (
      <a className="cs-contact" href={href}>
        {content}
      </a>
    );
  if (onClick)
    return (
      <button type="button" className="cs-contact" onClick={onClick}>
        {content}
      </button>
    );
  return <div className="cs-contact">{content}</div>;
}

/** Contact text as one line: spaces collapsed, cut at the length a contact line can have. */
function lineOf(text: string | undefined): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  return line.length > MAX_PHONE_TEXT ? `${line.slice(0, MAX_PHONE_TEXT - 1)}…` : line;
}

function PhoneIcon() {
  return (
    <svg className="cs-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg className="cs-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z"
      />
    </svg>
  );
}
