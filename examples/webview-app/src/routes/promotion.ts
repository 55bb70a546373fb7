import { loadRegistration } from '@lendview/screens/registration/load';
import { lazy } from 'react';
import type { ScreenRoute } from '../screen-route';

const registration = () => import('@lendview/screens/registration');
const download = () => import('@lendview/screens/download');
const bindCard = () => import('@lendview/screens/bind-card');

/**
 * The promotion landing and its download page (hash routes `#/agreementTemplate`,
 * `#/downloadTemplate`), and binding a card. Registration preloads its template and captcha sid;
 * the download page prefetches with it (the landing's next step). The other two load nothing.
 */
export const routes: ScreenRoute[] = [
  {
    id: 'registration',
    load: loadRegistration,
    prefetch: () => Promise.all([registration(), download()]),
    Component: lazy(() => registration().then((m) => ({ default: m.Registration }))),
  },
  {
    id: 'download',
    prefetch: download,
    Component: lazy(() => download().then((m) => ({ default: m.Download }))),
  },
  {
    id: 'bind-card',
    prefetch: bindCard,
    Component: lazy(() => bindCard().then((m) => ({ default: m.BindCard }))),
  },
];
