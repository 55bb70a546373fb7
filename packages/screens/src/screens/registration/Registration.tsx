import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { defineLoader } from '../../core/data';
import { useScreenData } from '../../core/screen-data';
import { useLendview } from '../../core/provider';
import { Loading, Screen, ServerImage, Skeleton } from '../../ui';
import { loadRegistration, type LandingTemplate } from './load';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { promotionOf, trackOf } from '../../shared/promotion';
import { RegisterForm } from './RegisterForm';
import { css } from './styles';

const catalogs = { en, es };

/**
 * The registration landing (spec 2.16), at `/#/agreementTemplate?app_from=..&id=..&links_id=..`:
 * the promotion template's banner and title (or a default landing), the form (mobile, image
 * captcha, SMS code) and, on success or 'already registered', the download page with the
 * promotion query. The visit is tracked once on open; tracking never blocks the page.
 *
 * The mobile number's plan is the provider's `mobilePlan`, by default the market's numbering plan
 * (English: India's 10 digits from 6-9, Spanish: Mexico's 10 digits; a typed +91, 0 or +52 is
 * dropped). The spec's 11 digits from 1, then 3-9, is the named option `NUMBER_PLANS.spec`.
 *
 * @see docs/screens/registration.md: its decisions where the spec is silent.
 * @example
 * <LendviewProvider {...host} mobilePlan={NUMBER_PLANS.spec}><Registration /></LendviewProvider>
 */
export function Registration() {
  useVisitTracking();
  return (
    <Screen name="registration" catalogs={catalogs} css={css} fallback={<RegistrationLoading />}>
      <RegistrationContent />
    </Screen>
  );
}

/**
 * `track-visit` once per landing, at once (not after the template), never awaited. Through the
 * provider's store, keyed by the landing's promotion parameters: neither a host re-rendering with
 * a new query nor the screen mounted again counts a second visit.
 */
const visit = defineLoader(
  'registration:visit',
  ({ api, query, session }) => api.trackVisit(trackOf(promotionOf(query), session)),
  { serializable: false },
);

function useVisitTracking() {
  const { api, query, session, store } = useLendview();
  useEffect(() => {
    const landing = new URLSearchParams(promotionOf(query) as Record<string, string>);
    store.preload(visit, { api, query: landing, session }).catch(() => undefined);
  }, [api, query, session, store]);
}

function RegistrationContent() {
  const { t } = useLingui();
  const { data } = useScreenData(loadRegistration);
  const { template } = data;
  return (
    <>
      <title>{template?.title ?? t`Register`}</title>
      <Hero template={template} />
      <RegisterForm sid={data.sid} submitLabel={template?.buttonText} />
      <Benefits />
    </>
  );
}

function Hero({ template }: { template: LandingTemplate | null }) {
  return (
    <header className="reg-hero">
      {/* Decorative: the heading below says what the page offers. Shown whole (contain): banners carry text.
          None (no empty band) when refused: the hero's colour and heading stand alone. */}
      <ServerImage className="reg-banner" src={template?.bannerImage} alt="" width={750} height={250} fallback={null} />
      <div className="reg-hero-text">
        <h1 className="reg-title">{template?.title ?? <Trans>Cash loans in minutes</Trans>}</h1>
        <p className="reg-subtitle">
          {template?.subtitle ?? <Trans>Register with your mobile number, then download the app to apply.</Trans>}
        </p>
      </div>
    </header>
  );
}

/** The loan terms' promises (spec 4: decision within 1 day, money within 1 to 3 days). */
function Benefits() {
  return (
    <section className="lv-section" aria-labelledby="reg-benefits">
      <h2 id="reg-benefits" className="lv-section-title">
        <Trans>Why borrow with us</Trans>
      </h2>
      <ul className="reg-benefits">
        <li>
          <Trans>A decision within 1 day</Trans>
        </li>
        <li>
          <Trans>Money in your bank account within 1 to 3 days</Trans>
        </li>
        <li>
          <Trans>Repay by bank card or at a store</Trans>
        </li>
      </ul>
    </section>
  );
}

function RegistrationLoading() {
  const { t } = useLingui();
  return (
    <Loading label={t`Loading the registration page`}>
      <div className="lv-skeleton reg-skeleton-banner" />
      <Skeleton height={30} width="70%" />
      <Skeleton height={22} />
      <Skeleton height={360} radius={12} />
    </Loading>
  );
}
