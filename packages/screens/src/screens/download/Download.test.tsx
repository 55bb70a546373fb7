import { Download } from '@lendview/screens/download';
import { screen } from '@testing-library/react';
import { renderScreen } from '@tests/support/render';
import { DEFAULT_STORE_LINKS, withReferrer } from './app-store-links';

const QUERY = 'app_from=lendview&user_from=promo&utm_tag=web&id=1&down_id=9&invite_code=INV1&UC=u1&languageType=1&other=x';

describe('Download', () => {
  it('invites to download the app with store links (English)', () => {
    renderScreen(<Download />, { market: 'en', query: QUERY });
    expect(screen.getByRole('heading', { level: 1, name: 'Download the app' })).toBeInTheDocument();
    const appStore = screen.getByRole('link', { name: 'Download on the App Store' });
    expect(appStore).toHaveAttribute('href', DEFAULT_STORE_LINKS.appStore);
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
  });

  it('is in Spanish for the Spanish market', () => {
    renderScreen(<Download />, { market: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Descargue la aplicación' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Disponible en Google Play' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargar en App Store' })).toBeInTheDocument();
  });

  it('hands the promotion parameters to Google Play as the install referrer', () => {
    renderScreen(<Download />, { query: QUERY });
    const href = new URL(screen.getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')!);
    expect(href.searchParams.get('id')).toBe('com.lendview.app');
    expect(Object.fromEntries(new URLSearchParams(href.searchParams.get('referrer')!))).toEqual({
      app_from: 'lendview',
      user_from: 'promo',
      utm_tag: 'web',
      id: '1',
      down_id: '9',
      invite_code: 'INV1',
      UC: 'u1',
    });
  });

  it('uses the host store links and hides a missing store', () => {
    renderScreen(<Download storeLinks={{ googlePlay: 'https://play.google.com/store/apps/details?id=com.lender' }} />, {
      query: 'utm_tag=sms',
    });
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=com.lender&referrer=utm_tag%3Dsms',
    );
    expect(screen.queryByRole('link', { name: 'Download on the App Store' })).toBeNull();
  });

  it('leaves links that are not Google Play, or with no promotion, unchanged', () => {
    expect(withReferrer('https://example.test/app.apk', { utm_tag: 'a' })).toBe('https://example.test/app.apk');
    expect(withReferrer(DEFAULT_STORE_LINKS.googlePlay, {})).toBe(DEFAULT_STORE_LINKS.googlePlay);
    expect(withReferrer('not a url', { utm_tag: 'a' })).toBe('not a url');
  });
});
