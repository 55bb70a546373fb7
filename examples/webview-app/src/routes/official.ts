import { LendviewProvider, useLendview } from '@lendview/screens';
import { loadPrivacyNotice } from '@lendview/screens/privacy-notice/load';
import { createElement, lazy, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { screenRoute, type ScreenRoute } from '../screen-route';

const site = () => import('@lendview/screens/official-site');
const pages = () => import('@lendview/screens/official-pages');
const privacy = () => import('@lendview/screens/privacy-notice');
const testPreview = () => import('@lendview/screens/test-preview');

/**
 * The official pages are one screen; the page comes from the path (screens never read the
 * address, the app does). An unknown path cannot reach here: the route table lists the five.
 */
const OfficialPages = lazy(() => pages().then((m) => {
  const byPath: Record<string, ComponentType> = {
    '/About': m.OfficialAbout, '/User': m.OfficialUser, '/Contact': m.OfficialContact, '/Policy': m.OfficialPolicy, '/Loan': m.OfficialLoan,
  };
  return { default: function OfficialPagesRoute() { return createElement(byPath[useLocation()[0]] ?? m.OfficialAbout); } };
}));

/**
 * The app's provider does not pass `development`; the test preview is only in the route table
 * of development builds (the catalog's `devOnly`), so it turns the flag on for itself here.
 */
const TestPreview = lazy(() => testPreview().then((m) => ({
  default: function TestPreviewRoute() {
    return createElement(LendviewProvider, { ...useLendview(), development: import.meta.env.DEV }, createElement(m.TestPreview));
  },
})));

export const routes: ScreenRoute[] = [
  screenRoute('official-site', site, (m) => m.OfficialSite),
  { id: 'official-pages', prefetch: pages, Component: OfficialPages },
  screenRoute('privacy-notice', privacy, (m) => m.PrivacyNotice, loadPrivacyNotice),
  { id: 'test-preview', prefetch: testPreview, Component: TestPreview },
];
