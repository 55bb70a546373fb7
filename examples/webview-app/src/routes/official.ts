import { LendviewProvider, useLendview } from '@lendview/screens';
import { loadPrivacyNotice } from '@lendview/screens/privacy-notice/load';
import { createElement, lazy } from 'react';
import { useLocation } from 'wouter';
import { screenRoute, type ScreenRoute } from '../screen-route';

const site = () => import('@lendview/screens/official-site');
const pages = () => import('@lendview/screens/official-pages');
const privacy = () => import('@lendview/screens/privacy-notice');
const testPreview = () => import('@lendview/screens/test-preview');

/**
 * The official pages are one screen; the page comes from the path (screens never read the
 * address, the app does), in any letter case and with or without a trailing slash, as the router
 * matched it (`/contact/` is the Contact page, not About).
 */
const OfficialPages = lazy(() =>
  pages().then((m) => ({
    default: function OfficialPagesRoute() {
      return createElement(m.OfficialPage, { page: m.officialPageOf(useLocation()[0]) ?? 'About' });
    },
  })),
);

/**
 * The app's provider does not pass `development`; the test preview is only in the route table
 * of development builds (the catalog's `devOnly`), so it turns the flag on for itself here.
 */
const TestPreview = lazy(() =>
  testPreview().then((m) => ({
    default: function TestPreviewRoute() {
      return createElement(
        LendviewProvider,
        { ...useLendview(), development: import.meta.env.DEV },
        createElement(m.TestPreview),
      );
    },
  })),
);

export const routes: ScreenRoute[] = [
  screenRoute('official-site', site, (m) => m.OfficialSite),
  { id: 'official-pages', prefetch: pages, Component: OfficialPages },
  screenRoute('privacy-notice', privacy, (m) => m.PrivacyNotice, loadPrivacyNotice),
  { id: 'test-preview', prefetch: testPreview, Component: TestPreview },
];
