import { loadComplaintDetails } from '@lendview/screens/complaint-details/load';
import { loadComplaintForm } from '@lendview/screens/complaint-form/load';
import { loadComplaintHome } from '@lendview/screens/complaint-home/load';
import { loadComplaintList } from '@lendview/screens/complaint-list/load';
import { lazy } from 'react';
import type { ScreenRoute } from '../screen-route';

const home = () => import('@lendview/screens/complaint-home');
const form = () => import('@lendview/screens/complaint-form');
const list = () => import('@lendview/screens/complaint-list');
const details = () => import('@lendview/screens/complaint-details');

export const routes: ScreenRoute[] = [
  {
    id: 'complaint-home',
    load: loadComplaintHome,
    prefetch: home,
    Component: lazy(() => home().then((m) => ({ default: m.ComplaintHome }))),
  },
  {
    id: 'complaint-form',
    load: loadComplaintForm,
    prefetch: form,
    Component: lazy(() => form().then((m) => ({ default: m.ComplaintForm }))),
  },
  {
    id: 'complaint-list',
    load: loadComplaintList,
    prefetch: list,
    Component: lazy(() => list().then((m) => ({ default: m.ComplaintList }))),
  },
  {
    id: 'complaint-details',
    load: loadComplaintDetails,
    prefetch: details,
    Component: lazy(() => details().then((m) => ({ default: m.ComplaintDetails }))),
  },
];
