import { ApiError, type ApiAdapter } from '@lendview/api';
import { createFakeApi } from '@lendview/api/fake';
import { ComplaintHome } from '@lendview/screens/complaint-home';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type RenderScreenOptions, showScreen } from '@tests/support/render';
import { expectBoundaryLog } from '@tests/support/console';

async function mount(options: RenderScreenOptions) {
  return showScreen(<ComplaintHome />, options);
}

/** An in-memory storage, so each test starts clean and a remount can read what the last one kept. */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

/** The path and parameters of the last navigation. */
function lastNavigation(navigate: { mock: { calls: unknown[][] } }) {
  const to = String(navigate.mock.calls.at(-1)?.[0]);
  const url = new URL(to, 'https://app.lendview.test');
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
}

async function chooseOrder(name: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name: 'All orders' }));
  const dialog = screen.getByRole('dialog', { name: 'Your orders' });
  await userEvent.click(within(dialog).getByRole('button', { name }));
}

describe('ComplaintHome', () => {
  it('shows the order the page was opened for: logo, product, status and rows', async () => {
    await mount({ session: { orderId: '174' }, storage: memoryStorage() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Complaints and suggestions' })).toBeInTheDocument();
    const order = screen.getByRole('region', { name: 'Order' });
    expect(order).toHaveTextContent('LendView Cash');
    expect(order).toHaveTextContent('Order 174');
    expect(order).toHaveTextContent('Repayable');
    expect(order).toHaveTextContent('Loan amount5,000.00');
    expect(order.querySelector('img')).toHaveAttribute('width', '44');
    expect(screen.getByRole('button', { name: 'Repayment' })).toBeInTheDocument();
  });

  it('is in Spanish for the Spanish market', async () => {
    await mount({ market: 'es', session: { orderId: '174' }, storage: memoryStorage() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quejas y sugerencias' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pedido' })).toHaveTextContent('Por pagar');
    expect(screen.getByRole('link', { name: 'Mis quejas' })).toBeInTheDocument();
  });

  it('picks another order in the All overlay, closes it and remembers the choice in storage', async () => {
    const storage = memoryStorage();
    await mount({ session: { orderId: '174' }, storage });

    await chooseOrder(/Order 180/);

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('region', { name: 'Order' })).toHaveTextContent('Order 180');
    expect(screen.getByRole('region', { name: 'Order' })).toHaveTextContent('Overdue');
    expect(storage.values.get('lendview:complaint-order')).toBe('180');
  });

  it('marks the selected order in the overlay and closes it with Close', async () => {
    await mount({ session: { orderId: '174' }, storage: memoryStorage() });
    await userEvent.click(await screen.findByRole('button', { name: 'All orders' }));
    const dialog = screen.getByRole('dialog', { name: 'Your orders' });
    expect(within(dialog).getByRole('button', { name: /Order 174/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: /Order 200/ })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the chosen order across a remount (a reload) when the page names no order', async () => {
    const storage = memoryStorage();
    const first = await mount({ storage });
    expect(await screen.findByText(/No order selected/)).toBeInTheDocument();
    await chooseOrder(/Order 180/);
    first.unmount();

    await mount({ storage });
    expect(await screen.findByRole('region', { name: 'Order' })).toHaveTextContent('Order 180');
  });

  it('refuses a collection complaint for an order that does not allow it, with the spec toast', async () => {
    const { navigate } = await mount({ session: { orderId: '174' }, storage: memoryStorage() });
    await chooseOrder(/Order 200/);

    const collection = screen.getByRole('button', { name: 'Collection' });
    await userEvent.click(collection);

    expect(await screen.findByText('The selected order does not support sending collection types')).toBeInTheDocument();
    expect(collection).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Choose a topic' })).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says the refusal in Spanish for the Spanish market', async () => {
    await mount({ market: 'es', session: { orderId: '200' }, storage: memoryStorage() });
    await userEvent.click(await screen.findByRole('button', { name: 'Cobranza' }));
    expect(await screen.findByText('El pedido seleccionado no admite quejas de cobranza')).toBeInTheDocument();
  });

  it('reveals the collection sub-types for an order that allows it; a sub-type opens the form', async () => {
    const { navigate } = await mount({ session: { orderId: '174', userId: '7' }, storage: memoryStorage() });
    const collection = await screen.findByRole('button', { name: 'Collection' });
    await userEvent.click(collection);

    expect(collection).toHaveAttribute('aria-expanded', 'true');
    const topics = screen.getByRole('group', { name: 'Choose a topic' });
    expect(
      within(topics)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Rude language', 'Calls at night', 'Contacted my contacts', 'Threats']);
    expect(navigate).not.toHaveBeenCalled();

    await userEvent.click(within(topics).getByRole('button', { name: 'Calls at night' }));
    expect(lastNavigation(navigate)).toEqual({
      path: '/complainPageNext',
      params: { type: '1', subType: '102', orderNo: '174', userId: '7', orderId: '174' },
    });
  });

  it('hides the sub-types again when the order changes to one that does not allow collection', async () => {
    await mount({ session: { orderId: '174' }, storage: memoryStorage() });
    await userEvent.click(await screen.findByRole('button', { name: 'Collection' }));
    expect(screen.getByRole('group', { name: 'Choose a topic' })).toBeInTheDocument();
    await chooseOrder(/Order 110/);
    expect(screen.queryByRole('group', { name: 'Choose a topic' })).toBeNull();
  });

  it('opens the form directly for any other type, with the selected order', async () => {
    const { navigate } = await mount({ session: { orderId: '174' }, storage: memoryStorage() });
    await chooseOrder(/Order 200/);
    await userEvent.click(screen.getByRole('button', { name: 'App problem' }));
    expect(lastNavigation(navigate)).toEqual({
      path: '/complainPageNext',
      params: { type: '4', orderNo: '200', orderId: '174' },
    });
  });

  it('links to My complaints', async () => {
    const { navigate } = await mount({ session: { orderId: '174' }, storage: memoryStorage() });
    const link = await screen.findByRole('link', { name: 'My complaints' });
    expect(link).toHaveAttribute('href', '/complaintList?orderId=174');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/complaintList?orderId=174', undefined);
  });

  it('without any order, says so and still offers the types that need none', async () => {
    const real = createFakeApi({ market: 'en' });
    const api: ApiAdapter = {
      ...real,
      complaintInit: async (orderId) => ({ ...(await real.complaintInit(orderId)), order: null, orders: [] }),
    };
    const { navigate } = await mount({ api, storage: memoryStorage() });

    expect(await screen.findByText(/You have no orders yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'All orders' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Repayment' }));
    expect(lastNavigation(navigate)).toEqual({ path: '/complainPageNext', params: { type: '2' } });
  });

  it('collection with no order selected shows the spec message, not an invented one', async () => {
    const { navigate } = await mount({ storage: memoryStorage() });
    expect(await screen.findByText(/No order selected/)).toBeInTheDocument();

    const collection = screen.getByRole('button', { name: 'Collection' });
    await userEvent.click(collection);
    expect(await screen.findByText('The selected order does not support sending collection types')).toBeInTheDocument();
    expect(collection).toHaveAttribute('aria-expanded', 'false');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('collection with no order selected shows the spec message in Spanish too', async () => {
    await mount({ market: 'es', storage: memoryStorage() });
    await userEvent.click(await screen.findByRole('button', { name: 'Cobranza' }));
    expect(await screen.findByText('El pedido seleccionado no admite quejas de cobranza')).toBeInTheDocument();
  });

  it('the complaint home POSTs problem-init also when the page has no orderId', async () => {
    const real = createFakeApi({ market: 'en' });
    const api: ApiAdapter = {
      ...real,
      complaintInit: vi.fn(real.complaintInit),
      complaintFormInit: vi.fn(real.complaintFormInit),
    };
    await mount({ api, storage: memoryStorage() });
    expect(await screen.findByRole('button', { name: 'Collection' })).toBeInTheDocument();
    expect(api.complaintInit).toHaveBeenCalledWith(undefined);
    expect(api.complaintFormInit).not.toHaveBeenCalled();
  });

  it('shows the server message when the orders cannot be loaded', async () => {
    expectBoundaryLog();
    const api = createFakeApi({
      market: 'en',
      failures: { complaintInit: new ApiError('rejected', 'Try again later', { code: '9' }) },
    });
    const { onError } = await mount({ api, storage: memoryStorage() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again later');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'rejected' }));
  });
});
