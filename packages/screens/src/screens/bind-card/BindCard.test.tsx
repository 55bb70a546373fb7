import { ApiError, type ApiAdapter } from '@lendview/api';
import { createFakeApi } from '@lendview/api/fake';
import { BindCard } from '@lendview/screens/bind-card';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@tests/support/render';
import { deferred } from '@tests/support/deferred';

const FROM_PAYWAY = 'orderId=174&productId=1&couponMoney=20&couponId=C9&withholdingAmount=1200&from=payway';
const SESSION = { userId: '1001', sessionId: 'sess-1', languageType: '1' };

/** A fake adapter whose bindCard is a spy (answering like the scenario server unless told). */
function spyApi(bindCard?: ApiAdapter['bindCard']) {
  const real = createFakeApi({ market: 'en' });
  const spy = vi.fn<ApiAdapter['bindCard']>(bindCard ?? real.bindCard);
  return { api: { ...real, bindCard: spy }, bindCard: spy };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  { holder = 'Asha Rao', card = '6222021234567890', phone = '9876543210' } = {},
) {
  if (holder) await user.type(screen.getByLabelText('Card holder name'), holder);
  if (card) await user.type(screen.getByLabelText('Card number'), card);
  if (phone) await user.type(screen.getByLabelText('Phone number'), phone);
}

/** The path and query values of a navigation target. */
function target(to: string) {
  const url = new URL(to, 'https://app.lendview.test');
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
}

describe('BindCard', () => {
  it('shows the form with labelled fields in English and Spanish', async () => {
    const { unmount } = renderScreen(<BindCard />, { market: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Add a bank card' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add card' })).toBeEnabled();
    unmount();
    renderScreen(<BindCard />, { market: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Agregar una tarjeta bancaria' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre del titular')).toBeInTheDocument();
    expect(screen.getByLabelText('Número de tarjeta')).toBeInTheDocument();
    expect(screen.getByLabelText('Número de teléfono')).toBeInTheDocument();
  });

  it('groups the card number in fours as it is typed, digits only', async () => {
    const user = userEvent.setup();
    renderScreen(<BindCard />);
    const card = screen.getByLabelText('Card number');
    await user.type(card, '6222');
    expect(card).toHaveValue('6222');
    await user.type(card, '0a2-12');
    expect(card).toHaveValue('6222 0212');
    await user.type(card, '34567890');
    expect(card).toHaveValue('6222 0212 3456 7890');
  });

  it('formats and caps a pasted card number (19 digits) and phone (11 digits)', async () => {
    const user = userEvent.setup();
    renderScreen(<BindCard />);
    await user.click(screen.getByLabelText('Card number'));
    await user.paste('6222-0212-3456-7890-1234-99');
    expect(screen.getByLabelText('Card number')).toHaveValue('6222 0212 3456 7890 123');
    await user.click(screen.getByLabelText('Phone number'));
    await user.paste('+1 (381) 234-5678 / 99');
    expect(screen.getByLabelText('Phone number')).toHaveValue('138 1234 5678');
  });

  it('keeps the phone to digits, up to 11, grouped 3-4-4 as it is typed', async () => {
    const user = userEvent.setup();
    renderScreen(<BindCard />);
    const phone = screen.getByLabelText('Phone number');
    await user.type(phone, '138x');
    expect(phone).toHaveValue('138');
    await user.type(phone, '1234');
    expect(phone).toHaveValue('138 1234');
    await user.type(phone, '5678999');
    expect(phone).toHaveValue('138 1234 5678');
  });

  it('deletes the digit before a group space on Backspace, not only the space', async () => {
    const user = userEvent.setup();
    renderScreen(<BindCard />);
    const card = screen.getByLabelText('Card number');
    await user.type(card, '62220212');
    await user.type(card, '{Backspace}', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(card).toHaveValue('6220 212');
    expect((card as HTMLInputElement).selectionStart).toBe(3);
  });

  it('keeps the caret after the typed digit when typing in the middle', async () => {
    const user = userEvent.setup();
    renderScreen(<BindCard />);
    const card = screen.getByLabelText('Card number') as HTMLInputElement;
    await user.type(card, '62220212');
    await user.type(card, '9', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(card).toHaveValue('6222 9021 2');
    expect(card.selectionStart).toBe(6);
  });

  it('says what is missing when the form is sent empty, and focuses the first field', async () => {
    const user = userEvent.setup();
    const { api, bindCard } = spyApi();
    renderScreen(<BindCard />, { api });
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(screen.getByText("Please enter the card holder's name.")).toBeInTheDocument();
    expect(screen.getByText('Please enter the card number.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the phone number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card holder name')).toHaveFocus();
    expect(screen.getByLabelText('Card holder name')).toHaveAccessibleDescription("Please enter the card holder's name.");
    expect(bindCard).not.toHaveBeenCalled();
  });

  it('refuses a short card number and a short phone', async () => {
    const user = userEvent.setup();
    const { api, bindCard } = spyApi();
    renderScreen(<BindCard />, { api });
    await fill(user, { card: '62220212345', phone: '987654321' });
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(screen.getByText('The card number is too short. Please check it.')).toBeInTheDocument();
    expect(screen.getByText('The phone number is too short. Please check it.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(bindCard).not.toHaveBeenCalled();
  });

  it('shows the Spanish messages in the Spanish market', async () => {
    const user = userEvent.setup();
    renderScreen(<BindCard />, { market: 'es' });
    await user.type(screen.getByLabelText('Número de tarjeta'), '1234');
    await user.click(screen.getByRole('button', { name: 'Agregar tarjeta' }));
    expect(screen.getByText('Ingrese el nombre del titular de la tarjeta.')).toBeInTheDocument();
    expect(screen.getByText('El número de tarjeta es demasiado corto. Revíselo.')).toBeInTheDocument();
    expect(screen.getByText('Ingrese el número de teléfono.')).toBeInTheDocument();
  });

  it('clears a field message once the field is edited', async () => {
    const user = userEvent.setup();
    renderScreen(<BindCard />);
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    await user.type(screen.getByLabelText('Card number'), '6');
    expect(screen.queryByText('Please enter the card number.')).toBeNull();
    expect(screen.getByText('Please enter the phone number.')).toBeInTheDocument();
  });

  it('binds with digits only and goes back to the card repayment with the carried values (from=payway)', async () => {
    const user = userEvent.setup();
    const { api, bindCard } = spyApi();
    const { navigate } = renderScreen(<BindCard />, { api, query: FROM_PAYWAY, session: SESSION });
    await fill(user, { holder: '  Asha Rao ' });
    await user.click(screen.getByRole('button', { name: 'Add card' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(bindCard).toHaveBeenCalledWith({
      cardNo: '6222021234567890',
      phone: '9876543210',
      holderName: 'Asha Rao',
      orderId: '174',
      productId: '1',
    });
    const [to, options] = navigate.mock.calls[0]!;
    expect(target(to)).toEqual({
      path: '/hereBureau',
      params: {
        orderId: '174',
        productId: '1',
        couponMoney: '20',
        couponId: 'C9',
        withholdingAmount: '1200',
        from: 'payway',
        userId: '1001',
        sessionId: 'sess-1',
        languageType: '1',
      },
    });
    expect(options).toEqual({ replace: true });
  });

  it('goes to the loan details of the order when it was not opened from the payment', async () => {
    const user = userEvent.setup();
    const { navigate } = renderScreen(<BindCard />, { query: 'orderId=180&productId=2', session: SESSION });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(target(navigate.mock.calls[0]![0])).toEqual({
      path: '/mottoesWith',
      params: { orderId: '180', productId: '2', userId: '1001', sessionId: 'sess-1', languageType: '1' },
    });
  });

  it('uses the session order when the query has none', async () => {
    const user = userEvent.setup();
    const { api, bindCard } = spyApi();
    renderScreen(<BindCard />, { api, session: { orderId: '151', productId: '3' } });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(bindCard).toHaveBeenCalledWith(expect.objectContaining({ orderId: '151', productId: '3' })));
  });

  it('shows the server message and stays when the bank refuses the card', async () => {
    const user = userEvent.setup();
    const { api } = spyApi(() => Promise.reject(new ApiError('rejected', 'Invalid card number', { code: '1' })));
    const { navigate, onError } = renderScreen(<BindCard />, { api, query: FROM_PAYWAY });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('Invalid card number')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'rejected', code: '1' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add card' })).toBeEnabled();
  });

  it('shows a network failure in the borrower words', async () => {
    const user = userEvent.setup();
    const { api } = spyApi(() => Promise.reject(new ApiError('network', 'fetch failed')));
    renderScreen(<BindCard />, { api });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('No connection. Check your internet and try again.')).toBeInTheDocument();
  });

  it('cannot bind twice: the button is disabled while the call runs', async () => {
    const user = userEvent.setup();
    const bound = deferred();
    const { api, bindCard } = spyApi(() => bound.promise);
    const { navigate } = renderScreen(<BindCard />, { api, query: FROM_PAYWAY });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(screen.getByRole('button', { name: 'Add card' })).toBeDisabled();
    expect(screen.getByText('saving...')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone number'), '{Enter}');
    expect(bindCard).toHaveBeenCalledTimes(1);
    bound.resolve();
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
  });
});
