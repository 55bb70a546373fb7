import type { ApiAdapter } from '@lendview/api';
import { createFakeApi } from '@lendview/api/fake';
import {
  OfficialAbout,
  OfficialContact,
  OfficialLoan,
  OfficialPage,
  OfficialPolicy,
  OfficialUser,
  officialPageOf,
} from '@lendview/screens/official-pages';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, showScreen } from '@tests/support/render';
import { expectUnloadedFrame } from '@tests/support/console';

const CONTACT = { Name: 'Ana', Telephone: 'not a number', 'E-mail': 'no e-mail format', Message: 'Call me' };

async function fillContact(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
}

describe('OfficialPage', () => {
  afterEach(() => vi.useRealTimers());

  it('/About shows two sized static images with their captions', () => {
    renderScreen(<OfficialAbout />);
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    const figures = screen.getAllByRole('figure');
    expect(figures).toHaveLength(2);
    for (const figure of figures) {
      const art = figure.querySelector('svg')!;
      expect(art).toHaveAttribute('width');
      expect(art).toHaveAttribute('height');
    }
    expect(figures[0]).toHaveTextContent('Who we are');
    expect(figures[1]).toHaveTextContent('How it works');
  });

  it('/User shows the user agreement with a table of contents', async () => {
    await showScreen(<OfficialUser />);
    expect(await screen.findByRole('heading', { level: 1, name: 'User agreement' }, { timeout: 5000 })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(6);
    for (const link of links)
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).toHaveAccessibleName(link.textContent!);
  });

  it("/Loan shows the loan terms (the same document as the official site's Loan tab)", async () => {
    await showScreen(<OfficialLoan />, { market: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones del préstamo' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('de 91 a 365 días naturales');
    expect(main).toHaveTextContent('$800 MXN (clientes recurrentes)');
    expect(main).toHaveTextContent('Pagaré');
  });

  it('/Policy frames the privacy policy, titled, sandboxed, with the market flag', () => {
    expectUnloadedFrame();
    renderScreen(<OfficialPolicy />, { market: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    const frame = screen.getByTitle('Política de privacidad');
    expect(frame).toHaveAttribute('src', '/PrivacyPolicy?languageType=2&embedded=1');
    expect(frame).toHaveAttribute('sandbox');
  });

  it('the page prop picks the page, like the wrappers', () => {
    renderScreen(<OfficialPage page="Contact" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
  });

  it('officialPageOf matches paths in any case, with or without a trailing slash (bug: /contact showed About)', () => {
    expect(['/About', '/contact', '/USER', '/policy', '/loan', '/Contact/'].map(officialPageOf)).toEqual([
      'About',
      'Contact',
      'User',
      'Policy',
      'Loan',
      'Contact',
    ]);
    expect(officialPageOf('/Contacts')).toBeUndefined();
    expect(officialPageOf('/')).toBeUndefined();
  });

  it('links the brand to the official home with the market kept', async () => {
    const { navigate } = renderScreen(<OfficialAbout />, { session: { languageType: '1' } });
    const home = screen.getByRole('link', { name: /LendView/ });
    expect(home).toHaveAttribute('href', '/?languageType=1');
    await userEvent.click(home);
    expect(navigate).toHaveBeenCalledWith('/?languageType=1', undefined);
  });

  it.each(Object.keys(CONTACT))('/Contact refuses the form without %s: the form toast for exactly 1 s', async (missing) => {
    renderScreen(<OfficialContact />);
    await fillContact(Object.fromEntries(Object.entries(CONTACT).filter(([label]) => label !== missing)));

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please provide complete information!');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('status')).toHaveTextContent('Please provide complete information!');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByLabelText('Message')).toHaveValue(missing === 'Message' ? '' : 'Call me');
  });

  it('/Contact marks the empty fields (bug: only a 1 s toast), describes them and focuses the first', async () => {
    renderScreen(<OfficialContact />);
    await fillContact({ Name: 'Ana', Message: 'Call me' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const telephone = screen.getByLabelText('Telephone');
    expect(telephone).toHaveFocus();
    expect(telephone).toHaveAttribute('aria-invalid', 'true');
    expect(telephone).toHaveAccessibleDescription('Please fill in this field.');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(telephone, '5512345678');
    expect(telephone).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('/Contact takes any text (no format checks), sends nothing, clears and confirms for 3 s', async () => {
    const api = createFakeApi({ market: 'en' });
    for (const key of Object.keys(api)) vi.spyOn(api, key as keyof ApiAdapter);
    const { navigate, bridge } = renderScreen(<OfficialContact />, { api });
    await fillContact(CONTACT);

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = screen.getByRole('dialog', { name: 'Message received' });
    expect(dialog.querySelector('svg')).toHaveAttribute('width', '160');
    for (const label of Object.keys(CONTACT)) expect(screen.getByLabelText(label)).toHaveValue('');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();

    expect(Object.values(api).filter((fn) => vi.isMockFunction(fn) && fn.mock.calls.length > 0)).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect(bridge.messages.filter((m) => m.type !== 'hello')).toEqual([]);
  });

  it('/Contact closes the confirmation when it is tapped, before the 3 s', async () => {
    renderScreen(<OfficialContact />);
    await fillContact(CONTACT);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Tap to close/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('/Contact is Spanish in the Spanish market', async () => {
    renderScreen(<OfficialContact />, { market: 'es' });
    for (const label of ['Nombre', 'Teléfono', 'Correo electrónico', 'Mensaje'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('status')).toHaveTextContent('¡Por favor, proporcione la información completa!');
  });
});
