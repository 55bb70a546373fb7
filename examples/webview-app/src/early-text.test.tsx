import type { ApiAdapter } from '@lendview/api';
import { createFakeApi } from '@lendview/api/fake';
import { createRecordingBridge } from '@lendview/bridge/testing';
import { createDataStore, LendviewProvider } from '@lendview/screens';
import { BindCard } from '@lendview/screens/bind-card';
import { ComplaintForm } from '@lendview/screens/complaint-form';
import { OfficialContact } from '@lendview/screens/official-pages';
import { Registration } from '@lendview/screens/registration';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { replayEarlyText } from './early-text';

// A server-rendered form shows before its scripts arrive: what the borrower types then must still
// be there, and be what the form uses, once the page is live (the mobile number typed on the
// registration landing was wiped at the next render). index.html records the text in
// `data-early-text`; `replayEarlyText` types it again once the screen is live.

/**
 * What React's development build says here and why it is expected: two renderers (the server's
 * and the page's, both in this one test process) share the screens' contexts, which cannot happen
 * on a phone; and the recorder's `data-early-text` is an attribute the server did not render (as
 * `data-early-tap` is). Anything else React logs fails the test.
 */
function onlyExpectedWarnings() {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const expected = (args: unknown[]) =>
    String(args[0]).includes('multiple renderers') || args.some((arg) => String(arg).includes('data-early-text'));
  onTestFinished(() => {
    expect(logged.mock.calls.filter((args) => !expected(args))).toEqual([]);
    logged.mockRestore();
  });
}

async function typeBeforeLive(
  ui: ReactElement,
  typed: Record<string, string>,
  options: { api?: ApiAdapter; query?: string } = {},
) {
  onlyExpectedWarnings();
  const api = options.api ?? createFakeApi({ market: 'en' });
  const app = (store: ReturnType<typeof createDataStore>) => (
    <LendviewProvider
      api={api}
      bridge={createRecordingBridge()}
      session={{ orderId: '174', productId: '1' }}
      market="en"
      navigate={() => undefined}
      store={store}
      query={options.query ?? ''}
      pageOrigin="https://app.lendview.test"
      storage={undefined}
    >
      {ui}
    </LendviewProvider>
  );
  const serverStore = createDataStore();
  const stream = await renderToReadableStream(app(serverStore));
  await stream.allReady;
  const container = document.createElement('div');
  container.innerHTML = await new Response(stream).text();
  document.body.append(container);
  // The borrower types into the server's fields: only index.html's recorder is listening.
  for (const [label, text] of Object.entries(typed)) {
    const field = screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
    field.value = text;
    field.dataset.earlyText = text;
  }
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, app(createDataStore(JSON.parse(JSON.stringify(serverStore.snapshot())))), {
      onRecoverableError: recoverable,
    });
  });
  expect(recoverable).not.toHaveBeenCalled();
  onTestFinished(() => container.remove());
  await act(async () => replayEarlyText());
}

describe('text typed before the page is live is typed again once it is', () => {
  it('registration: the mobile number survives the next render and is the one checked', async () => {
    await typeBeforeLive(<Registration />, { 'Mobile number': '98765 43210' }, { query: 'id=1' });
    await userEvent.type(screen.getByLabelText('Image captcha'), 'AB');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Get my loan' }));
    expect(screen.queryByText(/Please enter the mobile number correctly/)).toBeNull();
  });

  it('complaint form: the description typed early is sent', async () => {
    const api = createFakeApi({ market: 'en' });
    const save = vi.spyOn(api, 'saveComplaint');
    await typeBeforeLive(<ComplaintForm />, { 'Describe your problem': 'Charged twice' }, { api, query: 'type=2&orderNo=174' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ detail: 'Charged twice' }));
  });

  it('bind card: holder, card and phone typed early are bound, formatted', async () => {
    const api = createFakeApi({ market: 'en' });
    const bind = vi.spyOn(api, 'bindCard');
    await typeBeforeLive(
      <BindCard />,
      { 'Card holder name': 'Ana Ruiz', 'Card number': '4111111111111111', 'Phone number': '98765432101' },
      { api },
    );
    expect(screen.getByLabelText('Card number')).toHaveValue('4111 1111 1111 1111');
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(bind).toHaveBeenCalledWith(
      expect.objectContaining({ holderName: 'Ana Ruiz', cardNo: '4111111111111111', phone: '98765432101' }),
    );
  });

  it('official contact form: every field typed early counts as filled', async () => {
    await typeBeforeLive(<OfficialContact />, { Name: 'Ana', Telephone: '555', 'E-mail': 'a@b.c', Message: 'Hello' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByText('Please provide complete information!')).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });
});
