import { loadCustomerService } from '@lendview/screens/customer-service/load';
import { screenRoute, type ScreenRoute } from '../screen-route';

export const routes: ScreenRoute[] = [
  screenRoute(
    'customer-service',
    () => import('@lendview/screens/customer-service'),
    (m) => m.CustomerService,
    loadCustomerService,
  ),
];
