import { loadLoanConfirmation } from '@lendview/screens/loan-confirmation/load';
import { loadLoanDetails } from '@lendview/screens/loan-details/load';
import { lazy } from 'react';
import type { ScreenRoute } from '../screen-route';

const confirmation = () => import('@lendview/screens/loan-confirmation');
const details = () => import('@lendview/screens/loan-details');

export const routes: ScreenRoute[] = [
  {
    id: 'loan-confirmation',
    load: loadLoanConfirmation,
    prefetch: confirmation,
    Component: lazy(() => confirmation().then((m) => ({ default: m.LoanConfirmation }))),
  },
  {
    id: 'loan-details',
    load: loadLoanDetails,
    prefetch: details,
    Component: lazy(() => details().then((m) => ({ default: m.LoanDetails }))),
  },
];
