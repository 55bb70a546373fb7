import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { useLendview } from '../../core/provider';
import { defineScreen, ErrorBoundary, Loading } from '../../ui';
import { TabList, TabPanel } from '../../ui/Tabs';
import { COMPANY, type Company } from '../../shared/official/company';
import { Footer } from './Footer';
import { About } from './About';
import { Home } from './Home';
import { Legal } from '../../shared/official/legal/Legal';
import { loanTerms } from '../../shared/official/legal/terms';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { PolicyFrame } from '../../shared/official/PolicyFrame';
import { css } from './styles';

const catalogs = { en, es };

/** The site's four tabs (spec 2.17). */
export type OfficialTab = 'home' | 'about' | 'privacy' | 'loan';

export interface OfficialSiteProps {
  /** The lender's details in the header and footer. @defaultValue `COMPANY` (placeholders) */
  company?: Company;
  /** The page the Privacy Policy tab frames. @defaultValue the provider's `paths.privacyPolicy` (the app's own notice) */
  policyUrl?: string;
  /** The tab shown first. @defaultValue `'home'` */
  initialTab?: OfficialTab;
}

/**
 * The public official site at `/` (spec 2.17): four tabs switched in place (no route change),
 * the home page's contact form (no server call) and a footer. No session needed.
 *
 * @see docs/screens/official-site.md: its decisions where the spec is silent.
 * @example
 * <LendviewProvider {...host}><OfficialSite /></LendviewProvider>
 */
export const OfficialSite = defineScreen({ name: 'official-site', catalogs, css, Content });

const ID = 'of';

function Content({ company = COMPANY, policyUrl, initialTab = 'home' }: OfficialSiteProps) {
  const { t } = useLingui();
  const { onError, store } = useLendview();
  const [tab, setTab] = useState<OfficialTab>(initialTab);
  // The frame and the terms load when their tab is first opened, then stay (no reload per visit).
  const [opened, setOpened] = useState<ReadonlySet<OfficialTab>>(() => new Set([initialTab]));
  const tabs = [
    { key: 'home', label: t`Home` },
    { key: 'about', label: t`About us` },
    { key: 'privacy', label: t`Privacy Policy` },
    { key: 'loan', label: t`Loan terms and conditions` },
  ] as const;

  function select(key: OfficialTab) {
    setTab(key);
    setOpened((seen) => (seen.has(key) ? seen : new Set(seen).add(key)));
  }

  return (
    <>
      <title>{`${tabs.find((item) => item.key === tab)!.label} · ${company.brand}`}</title>
      <header className="of-header">
        <h1 className="of-brand">{company.brand}</h1>
        <p className="of-tagline">
          <Trans>Quick personal loans, right from your phone.</Trans>
        </p>
      </header>
      {/* Selecting changes state only: no route change (spec 2.17, "shown or hidden in place"). */}
      <TabList
        tabs={tabs}
        selected={tab}
        onSelect={select}
        label={t`Site sections`}
        idPrefix={ID}
        className="of-tabs"
        tabClassName="of-tab"
      />
      <TabPanel idPrefix={ID} tab="home" hidden={tab !== 'home'} className="of-panel">
        <Home />
      </TabPanel>
      <TabPanel idPrefix={ID} tab="about" hidden={tab !== 'about'} className="of-panel">
        <About />
      </TabPanel>
      <TabPanel idPrefix={ID} tab="privacy" hidden={tab !== 'privacy'} className="of-panel">
        {opened.has('privacy') && (
          <section className="of-framed" aria-labelledby="of-privacy">
            <h2 id="of-privacy" className="lv-section-title">
              <Trans>Privacy Policy</Trans>
            </h2>
            <PolicyFrame url={policyUrl} title={t`Privacy Policy`} />
          </section>
        )}
      </TabPanel>
      <TabPanel idPrefix={ID} tab="loan" hidden={tab !== 'loan'} className="of-panel">
        {opened.has('loan') && (
          <ErrorBoundary onError={onError} onRetry={store.clearFailed}>
            <Suspense fallback={<Loading label={t`Loan terms and conditions`} cards={[640]} />}>
              <Legal loaders={loanTerms} level={2} idPrefix="of-terms" screen="official-site" />
            </Suspense>
          </ErrorBoundary>
        )}
      </TabPanel>
      <Footer company={company} />
    </>
  );
}
