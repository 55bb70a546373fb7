// Type tests, checked by `npm run typecheck` (tsc), not run: each `expectTypeOf` and
// `@ts-expect-error` below fails the type check when the subpath exports stop saying it.
// (The packed tarball's exports map is checked by `npm run test:package`; here, what each
// subpath gives a host.)
import type { ScreenId, ScreenView } from '@lendview/screens';
import { AboutUs } from '@lendview/screens/about-us';
import { BindCard } from '@lendview/screens/bind-card';
import { CardRepayment } from '@lendview/screens/card-repayment';
import { ComplaintDetails } from '@lendview/screens/complaint-details';
import { ComplaintForm } from '@lendview/screens/complaint-form';
import { ComplaintHome } from '@lendview/screens/complaint-home';
import { ComplaintList } from '@lendview/screens/complaint-list';
import { CustomerService } from '@lendview/screens/customer-service';
import { Download, type DownloadProps, type StoreLinks } from '@lendview/screens/download';
import { Extension } from '@lendview/screens/extension';
import { InstalmentRepayment } from '@lendview/screens/instalment-repayment';
import { LoanAgreement } from '@lendview/screens/loan-agreement';
import { LoanConfirmation } from '@lendview/screens/loan-confirmation';
import { LoanDetails } from '@lendview/screens/loan-details';
import { LoginFailure } from '@lendview/screens/login-failure';
import {
  OfficialAbout,
  OfficialContact,
  OfficialLoan,
  OfficialPage,
  OfficialPolicy,
  OfficialUser,
  officialPageOf,
  type OfficialPageName,
  type OfficialPageProps,
} from '@lendview/screens/official-pages';
import { COMPANY, OfficialSite, type Company, type OfficialSiteProps, type OfficialTab } from '@lendview/screens/official-site';
import { PrivacyNotice } from '@lendview/screens/privacy-notice';
import { Registration } from '@lendview/screens/registration';
import { RepaymentInstructions, type RepaymentInstructionsProps } from '@lendview/screens/repayment-instructions';
import { RepaymentResult } from '@lendview/screens/repayment-result';
import { observeVitals, type VitalsObserver, type VitalsOptions } from '@lendview/screens/vitals';
import type { ReactElement, ReactNode } from 'react';
import { expectTypeOf } from 'vitest';

/** The screens a host can import: every screen but the developer test page (not in the package). */
type ShippedScreen = Exclude<ScreenId, 'test-preview'>;

/** Each shipped screen's subpath and the component it exports. */
const SCREENS = {
  'about-us': AboutUs,
  'bind-card': BindCard,
  'card-repayment': CardRepayment,
  'complaint-details': ComplaintDetails,
  'complaint-form': ComplaintForm,
  'complaint-home': ComplaintHome,
  'complaint-list': ComplaintList,
  'customer-service': CustomerService,
  download: Download,
  extension: Extension,
  'instalment-repayment': InstalmentRepayment,
  'loan-agreement': LoanAgreement,
  'loan-confirmation': LoanConfirmation,
  'loan-details': LoanDetails,
  'login-failure': LoginFailure,
  'official-pages': OfficialPage,
  'official-site': OfficialSite,
  'privacy-notice': PrivacyNotice,
  registration: Registration,
  'repayment-instructions': RepaymentInstructions,
  'repayment-result': RepaymentResult,
};

/** Screens that take props: what a host configures beyond the provider. */
type Configurable = 'download' | 'official-pages' | 'official-site' | 'repayment-instructions';

describe('each screen subpath', () => {
  it('exports one component for every shipped screen', () => {
    expectTypeOf<keyof typeof SCREENS>().toEqualTypeOf<ShippedScreen>();
    expectTypeOf(SCREENS).toExtend<Record<ShippedScreen, (props: never) => ReactNode>>();
  });

  it('takes no props on a screen that reads everything from the provider (session, query, market)', () => {
    expectTypeOf<Parameters<(typeof SCREENS)[Exclude<ShippedScreen, Configurable>]>>().toEqualTypeOf<[]>();
    const screens: ReactElement[] = [<CustomerService key="cs" />, <LoanDetails key="ld" />];
    // @ts-expect-error the order comes from the provider's session, not from a prop
    const withProp = <LoanDetails orderId="174" />;
    void [screens, withProp];
  });

  it('takes optional, documented props where a host configures a screen', () => {
    expectTypeOf(Download).parameter(0).toEqualTypeOf<DownloadProps>();
    expectTypeOf<DownloadProps>().toEqualTypeOf<{ storeLinks?: StoreLinks }>();
    expectTypeOf(RepaymentInstructions).parameter(0).toEqualTypeOf<RepaymentInstructionsProps>();
    expectTypeOf<RepaymentInstructionsProps>().toEqualTypeOf<{ feesUrl?: string }>();
    expectTypeOf(OfficialSite).parameter(0).toEqualTypeOf<OfficialSiteProps>();
    expectTypeOf<OfficialSiteProps>().toEqualTypeOf<{ company?: Company; policyUrl?: string; initialTab?: OfficialTab }>();
    const configured: ReactElement[] = [
      <Download key="d" />,
      <Download key="dl" storeLinks={{ googlePlay: 'https://play.google.com/store/apps/details?id=com.lender' }} />,
      <RepaymentInstructions key="ri" feesUrl="https://pay.example/fees" />,
      <OfficialSite key="os" company={COMPANY} initialTab="loan" />,
    ];
    // @ts-expect-error a store link is per store, not one address
    const oneLink = <Download storeLinks="https://play.google.com/store" />;
    // @ts-expect-error the official site has four tabs: home, about, privacy, loan
    const unknownTab = <OfficialSite initialTab="contact" />;
    void [configured, oneLink, unknownTab];
  });

  it('names each official page, required on the generic page and fixed on each named one', () => {
    expectTypeOf<OfficialPageName>().toEqualTypeOf<'About' | 'User' | 'Contact' | 'Policy' | 'Loan'>();
    expectTypeOf<OfficialPageProps['page']>().toEqualTypeOf<OfficialPageName>();
    expectTypeOf(officialPageOf).returns.toEqualTypeOf<OfficialPageName | undefined>();
    for (const Page of [OfficialAbout, OfficialUser, OfficialContact, OfficialPolicy, OfficialLoan]) {
      expectTypeOf(Page).parameter(0).toEqualTypeOf<Omit<OfficialPageProps, 'page'>>();
    }
    // @ts-expect-error the generic page needs to know which page it is
    const unnamed = <OfficialPage />;
    // @ts-expect-error a named page is that page
    const renamed = <OfficialContact page="Loan" />;
    void [unnamed, renamed];
  });
});

describe('the root, server and load entries', () => {
  type Root = typeof import('@lendview/screens');
  type Server = typeof import('@lendview/screens/server');

  it('keeps the screens out of the root entry, so a host pays only for the screens it imports', () => {
    expectTypeOf<Extract<Root[keyof Root], (typeof SCREENS)[ShippedScreen]>>().toBeNever();
  });

  it('is the server entry plus the provider: the server entry carries no React', () => {
    expectTypeOf<Exclude<keyof Root, keyof Server>>().toEqualTypeOf<'LendviewProvider' | 'useLendview'>();
    expectTypeOf<Server>().not.toHaveProperty('LendviewProvider');
  });

  it("gives each screen's loader without its component", () => {
    type CustomerServiceLoad = typeof import('@lendview/screens/customer-service/load');
    type LoanDetailsLoad = typeof import('@lendview/screens/loan-details/load');
    expectTypeOf<keyof CustomerServiceLoad>().toEqualTypeOf<'loadCustomerService'>();
    expectTypeOf<keyof LoanDetailsLoad>().toEqualTypeOf<'loadLoanDetails'>();
  });
});

describe('the vitals entry', () => {
  it("observes a screen's Web Vitals with the screen's view, and hands back a way to stop", () => {
    expectTypeOf(observeVitals).parameter(0).toEqualTypeOf<VitalsOptions>();
    expectTypeOf(observeVitals).returns.toEqualTypeOf<VitalsObserver>();
    expectTypeOf<VitalsOptions['view']>().toEqualTypeOf<ScreenView>();
  });
});
