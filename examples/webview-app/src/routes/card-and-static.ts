import { loadCardRepayment } from '@lendview/screens/card-repayment/load';
import { loadLoanAgreement } from '@lendview/screens/loan-agreement/load';
import { lazy } from 'react';
import type { ScreenRoute } from '../screen-route';

const cardRepayment = () => import('@lendview/screens/card-repayment');
const repaymentResult = () => import('@lendview/screens/repayment-result');
const loanAgreement = () => import('@lendview/screens/loan-agreement');
const loginFailure = () => import('@lendview/screens/login-failure');
const aboutUs = () => import('@lendview/screens/about-us');

/** Repayment by card and its result, the loan agreement, and the two static pages (no loader). */
export const routes: ScreenRoute[] = [
  {
    id: 'card-repayment',
    load: loadCardRepayment,
    prefetch: cardRepayment,
    Component: lazy(() => cardRepayment().then((m) => ({ default: m.CardRepayment }))),
  },
  {
    id: 'repayment-result',
    prefetch: repaymentResult,
    Component: lazy(() => repaymentResult().then((m) => ({ default: m.RepaymentResult }))),
  },
  {
    id: 'loan-agreement',
    load: loadLoanAgreement,
    prefetch: loanAgreement,
    Component: lazy(() => loanAgreement().then((m) => ({ default: m.LoanAgreement }))),
  },
  {
    id: 'login-failure',
    prefetch: loginFailure,
    Component: lazy(() => loginFailure().then((m) => ({ default: m.LoginFailure }))),
  },
  {
    id: 'about-us',
    prefetch: aboutUs,
    Component: lazy(() => aboutUs().then((m) => ({ default: m.AboutUs }))),
  },
];
