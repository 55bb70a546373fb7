import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { GrievanceContacts as Contacts } from '../../core/grievance';
import { useLendview } from '../../core/provider';
import { clean, Email, Phone, Row, secure, Site } from './links';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { css } from './styles';

const catalogs = { en, es };

/**
 * The lender's grievance contacts and the regulator's, from the provider's `grievance` setting:
 * the Grievance Redressal Officer and RBI's complaint portal in the English market, the UNE and
 * CONDUSEF in the Spanish one. Nothing when the market's part is not set; rows without a value
 * are left out. Loaded on demand (see `GrievanceContacts`), with its own messages and styles.
 */
export function GrievanceBlock() {
  const { market, grievance = {}, nonce } = useLendview();
  // Its own messages (not `Part`: see there why a fourth part does not share it).
  const i18n = useMemo(() => setupI18n({ locale: market, messages: { [market]: catalogs[market] } }), [market]);
  const rows = market === 'en' ? officerRows(grievance) : uneRows(grievance);
  if (rows.length === 0) return null;
  return (
    <I18nProvider i18n={i18n}>
      <style href="lv-grievance" precedence="lendview" nonce={nonce}>
        {css}
      </style>
      <section className="lv-section gr" aria-labelledby="gr-title">
        <h2 id="gr-title" className="lv-section-title">
          {market === 'en' ? <Trans>Grievance redressal</Trans> : <Trans>Complaints and regulator</Trans>}
        </h2>
        <p className="gr-intro">
          {market === 'en' ? (
            <Trans>
              Not satisfied with our answer? Write to our Grievance Redressal Officer. If your complaint is not resolved within 30
              days, you can take it to the regulator.
            </Trans>
          ) : (
            <Trans>Not satisfied with our answer? Contact our customer-complaints unit (UNE). You can also go to CONDUSEF.</Trans>
          )}
        </p>
        <dl>{rows}</dl>
      </section>
    </I18nProvider>
  );
}

function officerRows({ officer = {}, regulatorPortal }: Contacts) {
  const name = clean(officer.name);
  const phone = clean(officer.phone);
  const email = clean(officer.email);
  const portal = secure(regulatorPortal);
  return [
    name && (
      <Row key="name" label={<Trans>Grievance Redressal Officer</Trans>}>
        {name}
      </Row>
    ),
    phone && (
      <Row key="phone" label={<Trans>Officer's telephone</Trans>}>
        <Phone value={phone} />
      </Row>
    ),
    email && (
      <Row key="email" label={<Trans>Officer's e-mail</Trans>}>
        <Email value={email} />
      </Row>
    ),
    portal && (
      <Row key="portal" label={<Trans>Regulator's complaint portal</Trans>}>
        <Site value={portal} />
      </Row>
    ),
  ].filter(Boolean);
}

function uneRows({ une = {}, condusef = {} }: Contacts) {
  const address = clean(une.address);
  const phone = clean(une.phone);
  const email = clean(une.email);
  const regulatorPhone = clean(condusef.phone);
  const site = secure(condusef.site);
  return [
    address && (
      <Row key="address" label={<Trans>Complaints unit (UNE) address</Trans>}>
        {address}
      </Row>
    ),
    phone && (
      <Row key="phone" label={<Trans>UNE telephone</Trans>}>
        <Phone value={phone} />
      </Row>
    ),
    email && (
      <Row key="email" label={<Trans>UNE e-mail</Trans>}>
        <Email value={email} />
      </Row>
    ),
    regulatorPhone && (
      <Row key="condusef-phone" label={<Trans>CONDUSEF telephone</Trans>}>
        <Phone value={regulatorPhone} />
      </Row>
    ),
    site && (
      <Row key="condusef-site" label={<Trans>CONDUSEF website</Trans>}>
        <Site value={site} />
      </Row>
    ),
  ].filter(Boolean);
}
