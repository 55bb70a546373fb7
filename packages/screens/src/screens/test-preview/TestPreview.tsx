import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigation } from '../../core/navigation';
import type { Paths } from '../../core/paths';
import { useLendview } from '../../core/provider';
import { defineScreen } from '../../ui';
import { FIELD_KEYS, initialFields, queryValues, type FieldKey } from './fields';
import { Location, type GeolocationLike } from './Location';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { Photo } from './Photo';
import { css } from './styles';

const catalogs = { en, es };

export interface TestPreviewProps {
  /**
   * Where "Get location" asks. The Geolocation API is a `window` capability, which screens never
   * read themselves: this prop is the one sanctioned exception, defaulting to the browser's.
   * @defaultValue `navigator.geolocation`
   */
  geolocation?: GeolocationLike;
}

/**
 * The developer test page (spec 2.19, /testPreview): editable device fields, buttons that open
 * the app's pages with those values in the query, a photo picker, a contact input and a location
 * check. Shown only when the provider's `development` flag is on.
 *
 * @see docs/screens/test-preview.md: its decisions where the spec is silent.
 * @example
 * <LendviewProvider {...host} development><TestPreview /></LendviewProvider>
 */
export const TestPreview = defineScreen({ name: 'test-preview', catalogs, css, Content });

function Content({ geolocation = globalThis.navigator?.geolocation }: TestPreviewProps) {
  const { t } = useLingui();
  const { development, session, paths } = useLendview();
  const { go } = useNavigation();
  const [fields, setFields] = useState(() => initialFields(session));

  if (!development) {
    return (
      <section className="lv-section">
        <title>{t`Test preview`}</title>
        <h1 className="tp-title">
          <Trans>Test preview</Trans>
        </h1>
        <p>
          <Trans>This page is not available. It is shown in development builds only.</Trans>
        </p>
      </section>
    );
  }

  const labels: Record<FieldKey, string> = {
    appVersion: t`App version`,
    deviceName: t`Device name`,
    deviceId: t`Device ID`,
    osVersion: t`OS version`,
    sessionId: t`Session ID`,
    advertisingId: t`Advertising ID`,
    productId: t`Product ID`,
    orderId: t`Order ID`,
  };
  const pages: [keyof Paths, string][] = [
    ['loanConfirmation', t`Confirm loan`],
    ['loanDetails', t`Order detail`],
    ['repay', t`Repayment`],
    ['extension', t`Extension`],
    ['bindCard', t`Bind bank card`],
    ['aboutUs', t`About us`],
    ['complaintHome', t`Complaint`],
    ['customerService', t`Customer service`],
    ['privacy', t`Privacy`],
    ['repaymentInstructions', t`Repayment instructions`],
  ];
  // The repayment instructions need what a channel tap adds (spec 2.10): sample ones the mock answers.
  const extra = (page: keyof Paths): Record<string, string> =>
    page === 'repaymentInstructions' ? { requestType: '1', amount: '1200', payCode: 'OXXO' } : {};

  return (
    <>
      <title>{t`Test preview`}</title>
      <h1 className="tp-title">
        <Trans>Test preview</Trans>
      </h1>
      <section className="lv-section" aria-labelledby="tp-device">
        <h2 id="tp-device" className="lv-section-title">
          <Trans>Device</Trans>
        </h2>
        <div className="tp-fields">
          {FIELD_KEYS.map((key) => (
            <div className="lv-field" key={key}>
              <label className="lv-label" htmlFor={`tp-${key}`}>
                {labels[key]}
              </label>
              <input
                id={`tp-${key}`}
                className="lv-input"
                value={fields[key]}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setFields({ ...fields, [key]: event.target.value })}
              />
            </div>
          ))}
        </div>
      </section>
      <section className="lv-section" aria-labelledby="tp-pages">
        <h2 id="tp-pages" className="lv-section-title">
          <Trans>Open a page</Trans>
        </h2>
        <div className="tp-pages">
          {pages.map(([page, label]) => (
            <button
              key={page}
              type="button"
              className="lv-button"
              onClick={() => go(paths[page], { ...queryValues(fields), ...extra(page) })}
            >
              {label}
            </button>
          ))}
        </div>
      </section>
      <Photo />
      <section className="lv-section" aria-labelledby="tp-contact">
        <h2 id="tp-contact" className="lv-section-title">
          <Trans>Contact</Trans>
        </h2>
        <div className="lv-field">
          <label className="lv-label" htmlFor="tp-contact-input">
            <Trans>Contact name or phone number</Trans>
          </label>
          <input id="tp-contact-input" className="lv-input" type="text" autoComplete="off" />
        </div>
      </section>
      <Location geolocation={geolocation} />
    </>
  );
}
