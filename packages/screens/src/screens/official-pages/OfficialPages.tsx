import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useLendview } from '../../core/provider';
import { defineScreen, Loading } from '../../ui';
import { COMPANY, type Company } from '../../shared/official/company';
import { OFFICIAL_PAGES } from '../../core/official-pages';
import { Legal } from '../../shared/official/legal/Legal';
import { loanTerms } from '../../shared/official/legal/terms';
import { useAppLink } from '../../core/navigation';
import { PolicyFrame } from '../../shared/official/PolicyFrame';
import { StepsArt, TeamArt } from './Art';
import { Contact } from './Contact';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { css } from './styles';
import { agreementText } from './text/agreement';

const catalogs = { en, es };

/** The static official pages (spec 2.1: /About, /User, /Contact, /Policy, /Loan). */
export type OfficialPageName = (typeof OFFICIAL_PAGES)[number];

/**
 * The page an app path names, matched as the app's router matches paths: any letter case, with
 * or without a trailing slash. `undefined` for any other path.
 *
 * @example
 * officialPageOf('/contact/') // 'Contact'
 */
export function officialPageOf(path: string): OfficialPageName | undefined {
  const wanted = path.replace(/\/+$/, '').toLowerCase();
  return OFFICIAL_PAGES.find((name) => `/${name.toLowerCase()}` === wanted);
}

export interface OfficialPageProps {
  /** Which page to show: the app maps each path to one (screens do not read the address). */
  page: OfficialPageName;
  /** The lender's details (the brand in the header). @defaultValue `COMPANY` */
  company?: Company;
  /** The page /Policy frames. @defaultValue the provider's `paths.privacyPolicy` (the app's own notice) */
  policyUrl?: string;
}

/**
 * One of the official site's static pages (spec 2.17's separate variant): /About with two
 * images, /User the user agreement, /Contact a form that sends nothing, /Policy the privacy
 * policy (framed like the site's Privacy Policy tab, spec 7.5) and /Loan the loan terms.
 *
 * @see docs/screens/official-pages.md: its decisions where the spec is silent.
 * @example
 * <LendviewProvider {...host}><OfficialPage page="Contact" /></LendviewProvider>
 */
export const OfficialPage = defineScreen({ name: 'official-pages', catalogs, css, Content });

type PageProps = Omit<OfficialPageProps, 'page'>;
/** /About: two static images. */
export const OfficialAbout = (props: PageProps) => <OfficialPage {...props} page="About" />;
/** /User: the user agreement. */
export const OfficialUser = (props: PageProps) => <OfficialPage {...props} page="User" />;
/** /Contact: the contact form. */
export const OfficialContact = (props: PageProps) => <OfficialPage {...props} page="Contact" />;
/** /Policy: the privacy policy. */
export const OfficialPolicy = (props: PageProps) => <OfficialPage {...props} page="Policy" />;
/** /Loan: the loan terms and conditions. */
export const OfficialLoan = (props: PageProps) => <OfficialPage {...props} page="Loan" />;

function Content({ page, company = COMPANY, policyUrl }: OfficialPageProps) {
  const { t } = useLingui();
  const { paths } = useLendview();
  const home = useAppLink()(paths.officialHome);
  const titles = {
    About: t`About us`,
    User: t`User agreement`,
    Contact: t`Contact us`,
    Policy: t`Privacy Policy`,
    Loan: t`Loan terms and conditions`,
  };
  return (
    <>
      <title>{`${titles[page]} · ${company.brand}`}</title>
      <nav className="op-bar" aria-label={t`Official site`}>
        <a className="op-home" {...home}>
          {company.brand}
          <span className="lv-visually-hidden">
            {' '}
            – <Trans>Home</Trans>
          </span>
        </a>
      </nav>
      {page === 'About' && <About />}
      {page === 'Contact' && <Contact />}
      {page === 'Policy' && (
        <>
          <h1 className="op-title">{titles.Policy}</h1>
          <div className="op-frame-box">
            <PolicyFrame url={policyUrl} title={titles.Policy} />
          </div>
        </>
      )}
      {(page === 'User' || page === 'Loan') && (
        <Suspense fallback={<Loading label={t`Loading`} cards={[640]} />}>
          <Legal
            loaders={page === 'User' ? agreementText : loanTerms}
            idPrefix={page === 'User' ? 'op-user' : 'op-terms'}
            screen="official-pages"
          />
        </Suspense>
      )}
    </>
  );
}

function About() {
  return (
    <>
      <h1 className="op-title">
        <Trans>About us</Trans>
      </h1>
      <figure className="lv-section op-figure">
        <TeamArt />
        <figcaption>
          <strong>
            <Trans>Who we are</Trans>
          </strong>
          <Trans>A non-bank finance company offering short-term personal loans through a simple mobile app.</Trans>
        </figcaption>
      </figure>
      <figure className="lv-section op-figure">
        <StepsArt />
        <figcaption>
          <strong>
            <Trans>How it works</Trans>
          </strong>
          <Trans>Apply on your phone, get a decision within 1 day and receive the money within 1 to 3 calendar days.</Trans>
        </figcaption>
      </figure>
    </>
  );
}
