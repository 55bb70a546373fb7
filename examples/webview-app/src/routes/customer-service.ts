import { loadCustomerService } from '@lendview/screens/customer-service/load';
import { lazy } from 'react';
import type { ScreenRoute } from '../screen-route';

const load = () => import('@lendview/screens/customer-service');

export const routes: ScreenRoute[] = [
  {
    id: 'customer-service',
    load: loadCustomerService,
    prefetch: load,
    Component: lazy(() => load().then((m) => ({ default: m.CustomerService }))),
  },
];
