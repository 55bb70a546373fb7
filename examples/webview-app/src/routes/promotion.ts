import { loadRegistration } from '@lendview/screens/registration/load';
import { screenRoute, type ScreenRoute } from '../screen-route';

const download = () => import('@lendview/screens/download');
const registration = screenRoute(
  'registration',
  () => import('@lendview/screens/registration'),
  (m) => m.Registration,
  loadRegistration,
);

/**
 * The promotion landing and its download page (hash routes `#/agreementTemplate`,
 * `#/downloadTemplate`), and binding a card. Registration preloads its template and captcha sid;
 * the download page prefetches with it (the landing's next step); its captcha image comes with the
 * API adapter (`needsApi`). The other two load nothing.
 */
export const routes: ScreenRoute[] = [
  { ...registration, needsApi: true, prefetch: () => Promise.all([registration.prefetch!(), download()]) },
  screenRoute('download', download, (m) => m.Download),
  screenRoute(
    'bind-card',
    () => import('@lendview/screens/bind-card'),
    (m) => m.BindCard,
  ),
];
