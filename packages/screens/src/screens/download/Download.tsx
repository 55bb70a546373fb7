import { Trans, useLingui } from '@lingui/react/macro';
import { useLendview } from '../../core/provider';
import { defineScreen } from '../../ui';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { promotionOf } from '../../shared/promotion';
import { DEFAULT_STORE_LINKS, withReferrer, type StoreLinks } from './app-store-links';
import { css } from './styles';

const catalogs = { en, es };

export interface DownloadProps {
  /**
   * The store pages the buttons link to; a missing one hides its button.
   * @defaultValue `DEFAULT_STORE_LINKS`
   */
  storeLinks?: StoreLinks;
}

/**
 * The download page (spec 2.16), at `/#/downloadTemplate?app_from=..&down_id=..`: where the
 * registration landing sends a promotion visitor, inviting them to install the app and log in.
 * It loads nothing, so it shows at once and works offline; the promotion query of its address
 * travels on to Google Play as the install referrer.
 *
 * @see docs/screens/download.md: its decisions where the spec is silent.
 * @example
 * <Download storeLinks={{ googlePlay: 'https://play.google.com/store/apps/details?id=com.lender' }} />
 */
export const Download = defineScreen({ name: 'download', catalogs, css, Content: DownloadContent });

function DownloadContent({ storeLinks = DEFAULT_STORE_LINKS }: DownloadProps) {
  const { t } = useLingui();
  const { query } = useLendview();
  const promotion = promotionOf(query);

  return (
    <>
      <title>{t`Download the app`}</title>
      <header className="dl-hero">
        <PhoneIcon />
        <h1 className="dl-title">
          <Trans>Download the app</Trans>
        </h1>
        <p className="dl-subtitle">
          <Trans>Your loan is a few taps away. Install the app and log in with your mobile number.</Trans>
        </p>
      </header>
      <section className="lv-section" aria-labelledby="dl-steps">
        <h2 id="dl-steps" className="lv-section-title">
          <Trans>How it works</Trans>
        </h2>
        <ol className="dl-steps">
          <li>
            <Trans>Install the app from your store.</Trans>
          </li>
          <li>
            <Trans>Log in with the mobile number you registered.</Trans>
          </li>
          <li>
            <Trans>Apply for your loan and get a decision within 1 day.</Trans>
          </li>
        </ol>
      </section>
      <nav className="lv-actions" aria-label={t`App stores`}>
        {storeLinks.googlePlay && (
          <a className="lv-button lv-button-primary lv-button-block" href={withReferrer(storeLinks.googlePlay, promotion)}>
            <Trans>Get it on Google Play</Trans>
          </a>
        )}
        {storeLinks.appStore && (
          <a className="lv-button lv-button-block" href={storeLinks.appStore}>
            <Trans>Download on the App Store</Trans>
          </a>
        )}
      </nav>
    </>
  );
}

function PhoneIcon() {
  return (
    <svg className="dl-icon" viewBox="0 0 48 48" width="64" height="64" aria-hidden="true">
      <rect x="13" y="3" width="22" height="42" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
      <path
        d="M24 14v14m-6-6 6 6 6-6M20 38h8"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
