import { createFakeApi } from '@lendview/api/fake';
import { PrivacyNotice } from '@lendview/screens/privacy-notice';
import { loadPrivacyNotice } from '@lendview/screens/privacy-notice/load';
import type { Market } from '@lendview/screens';
import { act, screen, within } from '@testing-library/react';
import { expectConsole } from '@tests/support/console';
import userEvent from '@testing-library/user-event';
import { renderScreen, type RenderScreenOptions, showScreen } from '@tests/support/render';

/** The notice suspends on its first render; React 19 retries it only inside an awaited act. */
async function renderNotice(options: RenderScreenOptions = {}) {
  const result = await showScreen(<PrivacyNotice />, options);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return result;
}

const TOPICS: Record<Market, { title: string; sections: string[]; facts: string[] }> = {
  en: {
    title: 'Privacy notice',
    sections: [
      'Personal data we process',
      'Face recognition',
      'Location',
      'Camera',
      'Why we use your data',
      'Data transfer',
      'Your ARCO rights',
      'Cookies',
    ],
    facts: [
      'we compare a selfie you take in the app with the photo on your identity document',
      'deleted within 30 days',
      'we lend only to Mexican users',
      'We answer your request within 20 days',
      'within 15 working days',
      'corrections within 5 working days',
      'you have 10 working days to provide them',
    ],
  },
  es: {
    title: 'Aviso de privacidad',
    sections: [
      'Datos personales que tratamos',
      'Reconocimiento facial',
      'Ubicación',
      'Cámara',
      'Para qué usamos sus datos',
      'Transferencia de datos',
      'Sus derechos ARCO',
      'Cookies',
    ],
    facts: [
      'comparamos una selfie que toma en la aplicación con la fotografía de su documento de identidad',
      'se eliminan en un plazo de 30 días',
      'prestamos solo a usuarios mexicanos',
      'Respondemos su solicitud en un plazo de 20 días',
      'en un plazo de 15 días hábiles',
      'correcciones en un plazo de 5 días hábiles',
      'usted tiene 10 días hábiles para entregarlas',
    ],
  },
};

describe('PrivacyNotice', () => {
  it.each(['en', 'es'] as const)('covers every topic of the spec in the %s market', async (market) => {
    await renderNotice({ market });
    const topics = TOPICS[market];
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(topics.title);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent!.replace(/^\d+\. /, ''));
    for (const section of topics.sections) expect(headings).toContain(section);
    for (const fact of topics.facts) expect(screen.getByRole('main')).toHaveTextContent(fact);
  });

  it('is English only for language type 1: the Spanish market reads no English heading', async () => {
    await renderNotice({ market: 'es' });
    expect(screen.queryByRole('heading', { name: /Privacy notice|Face recognition/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir a nuestro sitio web' })).toBeInTheDocument();
  });

  it('has a table of contents whose in-page links reach each section', async () => {
    await renderNotice();
    const links = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    expect(links).toHaveLength(9);
    for (const link of links) {
      const section = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(section).toHaveAccessibleName(link.textContent!);
    }
  });

  it('links to the site root, keeping the market flag', async () => {
    const { navigate } = await renderNotice({ session: { languageType: '1' } });
    const link = screen.getByRole('link', { name: 'Go to our website' });
    expect(link).toHaveAttribute('href', '/?languageType=1');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/?languageType=1', undefined);
  });

  it('leaves the site link out when the official site frames it', async () => {
    await renderNotice({ query: 'languageType=1&embedded=1' });
    expect(screen.queryByRole('link', { name: 'Go to our website' })).toBeNull();
  });

  it('shows a sized loading state while the text loads', async () => {
    // The skeleton shows only under a render React does not wait for (a plain act()), which React
    // reports as not awaited: asserted. The text's download then settles inside an awaited act(),
    // not in a later test. (The text itself: the tests below.)
    expectConsole('error', /A component suspended inside an `act` scope, but the `act` call was not awaited/);
    renderScreen(<PrivacyNotice />);
    expect(screen.getByRole('status', { name: 'Loading the privacy notice' })).toHaveAttribute('aria-busy', 'true');
    await act(() => vi.dynamicImportSettled());
  });

  it('preloads the text of the market the address asks for', async () => {
    const context = { api: createFakeApi({ market: 'en' }), session: {} };
    expect((await loadPrivacyNotice.fetch({ ...context, query: new URLSearchParams('languageType=1') })).text.title).toBe(
      'Privacy notice',
    );
    expect((await loadPrivacyNotice.fetch({ ...context, query: new URLSearchParams('languageType=2') })).text.title).toBe(
      'Aviso de privacidad',
    );
    expect((await loadPrivacyNotice.fetch({ ...context, query: new URLSearchParams('') })).text.title).toBe(
      'Aviso de privacidad',
    );
  });
});
