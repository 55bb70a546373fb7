import type { ApiAdapter } from '@lendview/api';
import { createFakeApi } from '@lendview/api/fake';
import { OfficialSite } from '@lendview/screens/official-site';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@tests/support/render';
import { expectUnloadedFrame } from '@tests/support/console';

/** A fake API whose every method is a spy: the official site must call none of them. */
function watchedApi(market: 'en' | 'es') {
  const api = createFakeApi({ market });
  for (const key of Object.keys(api)) vi.spyOn(api, key as keyof ApiAdapter);
  const calls = () =>
    Object.entries(api)
      .filter(([, fn]) => vi.isMockFunction(fn) && fn.mock.calls.length > 0)
      .map(([key]) => key);
  return { api, calls };
}

/**
 * Opens a tab whose content loads (the loan terms). Inside an awaited act: React 19 does not retry
 * a render that suspended inside the sync act of a Testing Library event (see the report).
 */
/**
 * Opens a tab whose text loads on demand. Inside an awaited act(), with the plain event: the tab
 * suspends while its text arrives (user-event's own wrapper would turn act() off meanwhile).
 */
async function openLoadingTab(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('tab', { name }));
  });
}

/** A key on a tab list that may select a tab whose text loads on demand (see openLoadingTab). */
async function pressOnTabs(key: string) {
  await act(async () => {
    fireEvent.keyDown(document.activeElement!, { key });
  });
}

async function fill(label: string, value: string, user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(label), value);
}

describe('OfficialSite', () => {
  afterEach(() => vi.useRealTimers());

  it('shows four tabs in a real tab list, Home selected, with a heading', () => {
    renderScreen(<OfficialSite />);
    expect(screen.getByRole('heading', { level: 1, name: 'LendView' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Site sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Home', 'About us', 'Privacy Policy', 'Loan terms and conditions']);
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Home' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Cash when you need it' })).toBeInTheDocument();
  });

  it('switches tabs in place: the panel changes and nothing navigates', async () => {
    const user = userEvent.setup();
    const { navigate } = renderScreen(<OfficialSite />);

    await user.click(screen.getByRole('tab', { name: 'About us' }));
    expect(screen.getByRole('tab', { name: 'About us' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'About us' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Home' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Home' }));
    expect(screen.getByRole('tabpanel', { name: 'Home' })).toBeVisible();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('moves between tabs with the arrow, Home and End keys (roving focus)', async () => {
    renderScreen(<OfficialSite />);
    const home = screen.getByRole('tab', { name: 'Home' });
    expect(home).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'About us' })).toHaveAttribute('tabindex', '-1');

    home.focus();
    await pressOnTabs('ArrowRight');
    expect(screen.getByRole('tab', { name: 'About us' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'About us' })).toHaveAttribute('aria-selected', 'true');
    await pressOnTabs('End');
    expect(screen.getByRole('tab', { name: 'Loan terms and conditions' })).toHaveFocus();
    await pressOnTabs('ArrowRight');
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveFocus();
    await pressOnTabs('ArrowLeft');
    expect(screen.getByRole('tab', { name: 'Loan terms and conditions' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps what was typed in the form when the visitor looks at another tab and comes back', async () => {
    const user = userEvent.setup();
    renderScreen(<OfficialSite />);
    await fill('Company', 'Acme', user);
    await user.click(screen.getByRole('tab', { name: 'About us' }));
    await user.click(screen.getByRole('tab', { name: 'Home' }));
    expect(screen.getByLabelText('Company')).toHaveValue('Acme');
  });

  it.each([
    ['nothing filled in', {}],
    ['the message missing', { Company: 'Acme', Subject: 'Partnership' }],
    ['only spaces in the subject', { Company: 'Acme', Subject: '   ', Message: 'Hello' }],
  ])('refuses the home form with %s: the form toast for exactly 1 s, nothing cleared', async (_case, values) => {
    const user = userEvent.setup();
    renderScreen(<OfficialSite />);
    for (const [label, value] of Object.entries(values)) await fill(label, value, user);

    // Exact clock from the tap on: the toast's own 1 s timer is the only one that may run.
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please provide complete information!');
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('status')).toHaveTextContent('Please provide complete information!');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
    for (const [label, value] of Object.entries(values)) expect(screen.getByLabelText(label)).toHaveValue(value);
  });

  it('clears a complete home form and toasts Successful!, with no server call and no navigation', async () => {
    const user = userEvent.setup();
    const { api, calls } = watchedApi('en');
    const { navigate, bridge } = renderScreen(<OfficialSite />, { api });
    await fill('Company', 'Acme Ltd', user);
    await fill('Subject', 'Partnership', user);
    await fill('Message', 'Please call us.', user);

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByRole('status')).toHaveTextContent('Successful!');
    for (const label of ['Company', 'Subject', 'Message']) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(calls()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect(bridge.messages.filter((m) => m.type !== 'hello')).toEqual([]);
  });

  it('shows the footer: company name, telephone and e-mail links, address and copyright', () => {
    renderScreen(<OfficialSite />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('LendView Finance Private Limited')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '+91 80 4567 8900' })).toHaveAttribute('href', 'tel:+918045678900');
    expect(within(footer).getByRole('link', { name: 'care@lendview.example' })).toHaveAttribute(
      'href',
      'mailto:care@lendview.example',
    );
    expect(within(footer).getByText(/Residency Road, Bengaluru/)).toBeInTheDocument();
    expect(footer).toHaveTextContent('© 2026 LendView Finance Private Limited. All rights reserved.');
  });

  it('uses the company a host passes', () => {
    renderScreen(
      <OfficialSite
        company={{
          brand: 'Acme',
          name: 'Acme Credit',
          phone: '+52 55 1234 5678',
          email: 'hi@acme.example',
          address: 'Mexico City',
          year: 2030,
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Acme' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+52 55 1234 5678' })).toHaveAttribute('href', 'tel:+525512345678');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2030 Acme Credit.');
  });

  it('frames the privacy policy in a titled, sandboxed frame with the market flag, only once the tab is opened', async () => {
    expectUnloadedFrame();
    const user = userEvent.setup();
    renderScreen(<OfficialSite />, { market: 'es' });
    expect(document.querySelector('iframe')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Política de privacidad' }));
    const frame = screen.getByTitle('Política de privacidad');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/PrivacyPolicy?languageType=2&embedded=1');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups');
  });

  it('frames the policy URL a host passes', async () => {
    expectUnloadedFrame();
    const user = userEvent.setup();
    renderScreen(<OfficialSite policyUrl="https://lender.example/privacy" initialTab="privacy" />);
    await user.click(screen.getByRole('tab', { name: 'Privacy Policy' }));
    expect(screen.getByTitle('Privacy Policy')).toHaveAttribute(
      'src',
      'https://lender.example/privacy?languageType=1&embedded=1',
    );
  });

  it('shows the loan terms with the figures of the spec (sections 5 and 9) in the Loan tab', async () => {
    renderScreen(<OfficialSite />);
    await openLoadingTab('Loan terms and conditions');

    const panel = screen.getByRole('tabpanel', { name: 'Loan terms and conditions' });
    expect(
      await within(panel).findByRole('heading', { level: 2, name: 'Loan terms and conditions' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const text = panel.textContent!;
    for (const figure of [
      'Indian national over 18 years of age',
      'permanent address in India',
      'from 91 to 365 calendar days',
      'within 1 day',
      'within 1 to 3 calendar days',
      'at least half of the loan term',
      'not earlier than 7 calendar days',
      'Rs.1,000 (new clients)',
      'Rs.800 (repeat clients)',
      '5% per day from day 1 to day 30',
      '4% per day from day 31 to day 90',
      '2% per day from day 91 onward',
      'unpaid for 10 days',
      "at least 7 business days' notice",
      'date of birth within 3 calendar days',
      'before, during or after maturity',
      'interest due and any penalties are paid',
      'for the same period',
      'Promissory Note',
      'Loan Decision',
      'Personal Account',
      'approve or reject any application at its discretion',
    ])
      expect(text).toContain(figure);
  });

  it('gives the loan terms a table of contents whose links reach each section', async () => {
    const user = userEvent.setup();
    // Awaited act: the terms suspend on the first render (see renderLoaded in the report).
    await act(async () => {
      renderScreen(<OfficialSite initialTab="loan" />);
    });
    const toc = await screen.findByRole('navigation', { name: 'Contents' }, { timeout: 5000 });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(10);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.tagName).toBe('SECTION');
      expect(target).toHaveAccessibleName(link.textContent!);
    }
    await user.click(screen.getByRole('tab', { name: 'Home' }));
    expect(screen.getByRole('tabpanel', { name: 'Home' })).toBeVisible();
  });

  it('is all Spanish in the Spanish market, loan terms included', async () => {
    const user = userEvent.setup();
    renderScreen(<OfficialSite />, { market: 'es' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Inicio',
      'Sobre nosotros',
      'Política de privacidad',
      'Términos y condiciones del préstamo',
    ]);
    expect(screen.getByLabelText('Empresa')).toBeInTheDocument();
    expect(screen.getByLabelText('Asunto')).toBeInTheDocument();
    expect(screen.getByLabelText('Mensaje')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('status')).toHaveTextContent('¡Por favor, proporcione la información completa!');

    await openLoadingTab('Términos y condiciones del préstamo');
    const panel = screen.getByRole('tabpanel', { name: 'Términos y condiciones del préstamo' });
    expect(await within(panel).findByRole('navigation', { name: 'Contenido' }, { timeout: 5000 })).toBeInTheDocument();
    expect(panel).toHaveTextContent('$1,000 MXN (clientes nuevos)');
    expect(panel).toHaveTextContent('de 91 a 365 días naturales');
  });
});
