import { createFakeApi } from '@lendview/api/fake';
import { act, render, screen } from '@testing-library/react';
import { createTestBridge } from '@tests/support/bridge-contract';
import { deferred } from '@tests/support/deferred';
import { Suspense } from 'react';
import { defineLoader } from './data';
import { LendviewProvider } from './provider';
import { useScreenData } from './screen-data';

const api = createFakeApi({ market: 'en' });
const bridge = createTestBridge();

/** Answers with the query's orderId, and counts its requests. */
const fetchOrder = vi.fn(async ({ query }: { query: URLSearchParams }) => `Order ${query.get('orderId')}`);
const loadOrder = defineLoader('test-order', fetchOrder);

let refresh: () => void = () => undefined;
function Order() {
  const data = useScreenData(loadOrder);
  refresh = data.refresh;
  return <h1>{data.data}</h1>;
}

/** A host page: the provider with the page's query, the screen suspending until its data is there. */
function Host({ query }: { query: string }) {
  return (
    <LendviewProvider api={api} bridge={bridge} session={{}} market="en" navigate={() => undefined} query={query}>
      <Suspense fallback={<p>Loading</p>}>
        <Order />
      </Suspense>
    </LendviewProvider>
  );
}

describe('useScreenData', () => {
  beforeEach(() => {
    fetchOrder.mockClear();
  });

  it('reads the data of the provider’s query', async () => {
    await act(async () => {
      render(<Host query="orderId=174" />);
    });
    expect(await screen.findByRole('heading')).toHaveTextContent('Order 174');
    expect(fetchOrder).toHaveBeenCalledOnce();
  });

  it('follows a query the host changes in place: the new order’s data, not the old one’s (bug: it kept order 174)', async () => {
    let view!: ReturnType<typeof render>;
    await act(async () => {
      view = render(<Host query="orderId=174" />);
    });
    expect(await screen.findByRole('heading')).toHaveTextContent('Order 174');
    await act(async () => {
      view.rerender(<Host query="orderId=175" />);
    });
    expect(await screen.findByRole('heading')).toHaveTextContent('Order 175');
    expect(fetchOrder).toHaveBeenCalledTimes(2);
    // Back to the first order: its request is the one already made.
    await act(async () => {
      view.rerender(<Host query="orderId=174" />);
    });
    expect(await screen.findByRole('heading')).toHaveTextContent('Order 174');
    expect(fetchOrder).toHaveBeenCalledTimes(2);
  });

  it('a re-render with the same query asks nothing again', async () => {
    let view!: ReturnType<typeof render>;
    await act(async () => {
      view = render(<Host query="orderId=174" />);
    });
    await act(async () => {
      view.rerender(<Host query="orderId=174" />);
    });
    expect(screen.getByRole('heading')).toHaveTextContent('Order 174');
    expect(fetchOrder).toHaveBeenCalledOnce();
  });

  it('refresh() after a query change refetches the current query, keeping the content on screen meanwhile', async () => {
    let view!: ReturnType<typeof render>;
    await act(async () => {
      view = render(<Host query="orderId=174" />);
    });
    await act(async () => {
      view.rerender(<Host query="orderId=175" />);
    });
    const answer = deferred<string>();
    fetchOrder.mockImplementationOnce(() => answer.promise);
    await act(async () => {
      refresh();
    });
    expect(fetchOrder).toHaveBeenLastCalledWith(expect.objectContaining({ query: new URLSearchParams('orderId=175') }));
    expect(screen.getByRole('heading')).toHaveTextContent('Order 175');
    expect(screen.queryByText('Loading')).toBeNull();
    await act(async () => answer.resolve('Order 175, paid'));
    expect(screen.getByRole('heading')).toHaveTextContent('Order 175, paid');
  });
});
