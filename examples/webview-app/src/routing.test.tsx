import { DEFAULT_PATHS, SCREEN_PATHS, type Paths, type ScreenId } from '@lendview/screens';
import { act, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { expectUnloadedFrame } from '@tests/support/console';
import { renderScreen } from '@tests/support/render';
import { staticLocation } from './location';
import { routeTable } from './routing';

/** The screen each named default path must open. */
const OPENS: Record<keyof Paths, ScreenId> = {
  loanConfirmation: 'loan-confirmation',
  loanDetails: 'loan-details',
  loanDetailsAfterRepayment: 'loan-details',
  repay: 'instalment-repayment',
  extension: 'extension',
  repaymentInstructions: 'repayment-instructions',
  paymentInstructions: 'repayment-instructions',
  cardRepayment: 'card-repayment',
  repaymentResult: 'repayment-result',
  loanAgreement: 'loan-agreement',
  customerService: 'customer-service',
  aboutUs: 'about-us',
  privacy: 'privacy-notice',
  privacyPolicy: 'privacy-notice',
  complaintHome: 'complaint-home',
  complaintForm: 'complaint-form',
  complaintList: 'complaint-list',
  complaintDetails: 'complaint-details',
  bindCard: 'bind-card',
  registration: 'registration',
  download: 'download',
  officialHome: 'official-site',
};

/**
 * The screen the app mounts for an address, as `App` does: a hash route's path is the part after
 * `#` (location.ts), matched in any letter case, with or without a trailing slash.
 */
function screenAt(address: string, dev = false): string | undefined {
  const path = address.startsWith('/#/') ? address.slice(2) : address;
  return routeTable(dev).get(path.split('?')[0]!)?.id;
}

describe('the example app routes by the SDK path table', () => {
  it.each(Object.entries(DEFAULT_PATHS))('the default path %s (%s) routes to its screen', (name, path) => {
    expect(screenAt(path)).toBe(OPENS[name as keyof Paths]);
  });

  it('every path of the table routes to its own screen; the test page only in development', () => {
    for (const [id, entry] of Object.entries(SCREEN_PATHS)) {
      for (const path of entry.paths) expect(screenAt(path, true)).toBe(id);
      for (const path of 'hashPaths' in entry ? entry.hashPaths : []) expect(screenAt(`/#${path}`, true)).toBe(id);
    }
    expect(screenAt('/testPreview')).toBeUndefined();
  });

  it.each([
    ['/contact', 'Contact us'],
    ['/Contact/', 'Contact us'],
    ['/user', 'User agreement'],
    ['/policy', 'Privacy Policy'],
    ['/loan', 'Loan terms and conditions'],
    ['/ABOUT', 'About us'],
  ])('official page %s renders its own page, not About (bug: the lookup was case-sensitive)', async (path, heading) => {
    if (path === '/policy') expectUnloadedFrame();
    expect(screenAt(path)).toBe('official-pages');
    const { Component } = routeTable(false).get(path)!;
    const location = staticLocation(path, '');
    await act(async () => {
      renderScreen(
        <Router hook={location.useLocation}>
          <Component />
        </Router>,
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeInTheDocument();
  });
});
