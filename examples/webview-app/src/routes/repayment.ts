import { loadExtension } from '@lendview/screens/extension/load';
import { loadInstalmentRepayment } from '@lendview/screens/instalment-repayment/load';
import { loadRepaymentInstructions } from '@lendview/screens/repayment-instructions/load';
import { screenRoute, type ScreenRoute } from '../screen-route';

export const routes: ScreenRoute[] = [
  screenRoute(
    'instalment-repayment',
    () => import('@lendview/screens/instalment-repayment'),
    (m) => m.InstalmentRepayment,
    loadInstalmentRepayment,
  ),
  screenRoute(
    'extension',
    () => import('@lendview/screens/extension'),
    (m) => m.Extension,
    loadExtension,
  ),
  // Mounted at /carpmm and at the payment-instructions path; the loader asks nothing of the
  // server when the address lacks requestType, amount or payCode.
  screenRoute(
    'repayment-instructions',
    () => import('@lendview/screens/repayment-instructions'),
    (m) => m.RepaymentInstructions,
    loadRepaymentInstructions,
  ),
];
