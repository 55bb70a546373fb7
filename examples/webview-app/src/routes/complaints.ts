import { loadComplaintDetails } from '@lendview/screens/complaint-details/load';
import { loadComplaintForm } from '@lendview/screens/complaint-form/load';
import { loadComplaintHome } from '@lendview/screens/complaint-home/load';
import { loadComplaintList } from '@lendview/screens/complaint-list/load';
import { screenRoute, type ScreenRoute } from '../screen-route';

export const routes: ScreenRoute[] = [
  screenRoute(
    'complaint-home',
    () => import('@lendview/screens/complaint-home'),
    (m) => m.ComplaintHome,
    loadComplaintHome,
  ),
  screenRoute(
    'complaint-form',
    () => import('@lendview/screens/complaint-form'),
    (m) => m.ComplaintForm,
    loadComplaintForm,
  ),
  screenRoute(
    'complaint-list',
    () => import('@lendview/screens/complaint-list'),
    (m) => m.ComplaintList,
    loadComplaintList,
  ),
  screenRoute(
    'complaint-details',
    () => import('@lendview/screens/complaint-details'),
    (m) => m.ComplaintDetails,
    loadComplaintDetails,
  ),
];
