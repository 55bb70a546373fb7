import { loadCardRepayment } from '@lendview/screens/card-repayment/load';
import { loadLoanAgreement } from '@lendview/screens/loan-agreement/load';
import { screenRoute, type ScreenRoute } from '../screen-route';

/** Repayment by card and its result, the loan agreement, and the two static pages (no loader). */
export const routes: ScreenRoute[] = [
  screenRoute(
    'card-repayment',
    () => import('@lendview/screens/card-repayment'),
    (m) => m.CardRepayment,
    loadCardRepayment,
  ),
  screenRoute(
    'repayment-result',
    () => import('@lendview/screens/repayment-result'),
    (m) => m.RepaymentResult,
  ),
  screenRoute(
    'loan-agreement',
    () => import('@lendview/screens/loan-agreement'),
    (m) => m.LoanAgreement,
    loadLoanAgreement,
  ),
  screenRoute(
    'login-failure',
    () => import('@lendview/screens/login-failure'),
    (m) => m.LoginFailure,
  ),
  screenRoute(
    'about-us',
    () => import('@lendview/screens/about-us'),
    (m) => m.AboutUs,
  ),
];
