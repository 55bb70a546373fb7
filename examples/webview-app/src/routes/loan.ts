import { loadLoanConfirmation } from '@lendview/screens/loan-confirmation/load';
import { loadLoanDetails } from '@lendview/screens/loan-details/load';
import { screenRoute, type ScreenRoute } from '../screen-route';

export const routes: ScreenRoute[] = [
  screenRoute(
    'loan-confirmation',
    () => import('@lendview/screens/loan-confirmation'),
    (m) => m.LoanConfirmation,
    loadLoanConfirmation,
  ),
  screenRoute(
    'loan-details',
    () => import('@lendview/screens/loan-details'),
    (m) => m.LoanDetails,
    loadLoanDetails,
  ),
];
