import { loadExtension } from '@lendview/screens/extension/load';
import { loadInstalmentRepayment } from '@lendview/screens/instalment-repayment/load';
import { loadRepaymentInstructions } from '@lendview/screens/repayment-instructions/load';
import { lazy } from 'react';
import type { ScreenRoute } from '../screen-route';

const instalment = () => import('@lendview/screens/instalment-repayment');
const extension = () => import('@lendview/screens/extension');
const instructions = () => import('@lendview/screens/repayment-instructions');

export const routes: ScreenRoute[] = [
  {
    id: 'instalment-repayment',
    load: loadInstalmentRepayment,
    prefetch: instalment,
    Component: lazy(() => instalment().then((m) => ({ default: m.InstalmentRepayment }))),
  },
  {
    id: 'extension',
    load: loadExtension,
    prefetch: extension,
    Component: lazy(() => extension().then((m) => ({ default: m.Extension }))),
  },
  {
    // Mounted at /carpmm and at the payment-instructions path (catalog); the loader asks
    // nothing of the server when the address lacks requestType, amount or payCode.
    id: 'repayment-instructions',
    load: loadRepaymentInstructions,
    prefetch: instructions,
    Component: lazy(() => instructions().then((m) => ({ default: m.RepaymentInstructions }))),
  },
];
