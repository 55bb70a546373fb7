import { ApiError, type ApiAdapter, type ComplaintTab } from '@lendview/api';
import { createFakeApi } from '@lendview/api/fake';
import { ComplaintList } from '@lendview/screens/complaint-list';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestBridge } from '@tests/support/bridge-contract';
import { type RenderScreenOptions, showScreen } from '@tests/support/render';
import { expectBoundaryLog } from '@tests/support/console';
import { deferred } from '@tests/support/deferred';

// A render counter on the tab panel: a pull must re-render the indicator, not the list.
const panelRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./ComplaintPanel', async (importOriginal) => {
  const original = await importOriginal<typeof import('./ComplaintPanel')>();
  return {
    ComplaintPanel: (props: Parameters<typeof original.ComplaintPanel>[0]) => {
      panelRenders.count += 1;
      return original.ComplaintPanel(props);
    },
  };
});

async function mount(options: RenderScreenOptions = {}) {
  return showScreen(<ComplaintList />, options);
}

const tab = (title: string, count = 1): ComplaintTab => ({
  title,
  items: Array.from({ length: count }, (_, i) => ({
    id: `${title}-${i}`,
    time: '2025-11-20 09:12',
    type: 'Repayment',
    content: `${title} item ${i}`,
  })),
});

/** An adapter whose complaint tabs the test decides, call by call. */
function tabsApi(...answers: (ComplaintTab[] | Promise<ComplaintTab[]>)[]) {
  const real = createFakeApi({ market: 'en' });
  let call = 0;
  const complaintTabs = vi.fn(() => Promise.resolve(answers[Math.min(call++, answers.length - 1)]!));
  return { ...real, complaintTabs } satisfies ApiAdapter;
}

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);
const pullArea = () => screen.getByRole('heading', { level: 1 }).closest('[data-state]') as HTMLElement;
const indicator = () => within(pullArea()).getAllByRole('status')[0]!;

afterEach(() => {
  vi.useRealTimers();
});

describe('ComplaintList', () => {
  it('shows the server tabs as a tablist, the first selected, with time, type and content', async () => {
    await mount();
    expect(screen.getByRole('heading', { level: 1, name: 'My complaints' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Complaints by status' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Pending', 'In progress', 'Resolved']);
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Pending' });
    const item = within(panel).getByRole('link');
    expect(item).toHaveTextContent('Repayment');
    expect(item).toHaveTextContent('2025-11-20 09:12');
    expect(item).toHaveTextContent('My payment is not shown yet.');
    expect(screen.queryByRole('button', { name: 'Next tabs' })).toBeNull();
  });

  it('is in Spanish for the Spanish market', async () => {
    await mount({ market: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mis quejas' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Pendientes', 'En proceso', 'Resueltas']);
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
  });

  it('switches tabs by tap and by arrow keys', async () => {
    await mount();
    await userEvent.click(screen.getByRole('tab', { name: 'Resolved' }));
    expect(screen.getByRole('tabpanel', { name: 'Resolved' })).toHaveTextContent('An agent called me at 11 pm.');

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Resolved' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows 3 tabs at a time and pages through more with Previous and Next', async () => {
    await mount({ api: tabsApi(['One', 'Two', 'Three', 'Four', 'Five'].map((title) => tab(title))) });
    const previous = screen.getByRole('button', { name: 'Previous tabs' });
    const next = screen.getByRole('button', { name: 'Next tabs' });
    expect(tabNames()).toEqual(['One', 'Two', 'Three']);
    expect(previous).toBeDisabled();

    await userEvent.click(next);
    expect(tabNames()).toEqual(['Four', 'Five']);
    expect(screen.getByRole('tab', { name: 'Four' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Four' })).toHaveTextContent('Four item 0');
    expect(next).toBeDisabled();

    await userEvent.click(previous);
    expect(tabNames()).toEqual(['One', 'Two', 'Three']);
  });

  it('moves to the next page when the arrow key leaves the last tab of a page', async () => {
    await mount({ api: tabsApi(['One', 'Two', 'Three', 'Four'].map((title) => tab(title))) });
    await userEvent.click(screen.getByRole('tab', { name: 'Three' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(tabNames()).toEqual(['Four']);
    expect(screen.getByRole('tab', { name: 'Four' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tabNames()).toEqual(['One', 'Two', 'Three']);
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
  });

  it('says so when a tab is empty', async () => {
    await mount({ api: createFakeApi({ market: 'en', emptyComplaints: true }) });
    expect(screen.getByRole('tabpanel', { name: 'Pending' })).toHaveTextContent('There are no complaints here.');
  });

  it('says so when there are no tabs at all', async () => {
    await mount({ api: tabsApi([]) });
    expect(screen.getByText('You have not sent any complaints yet.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('opens the details of a tapped complaint', async () => {
    const { navigate } = await mount({ session: { userId: '7' } });
    const link = within(screen.getByRole('tabpanel')).getByRole('link');
    expect(link).toHaveAttribute('href', '/complainDetails?problemId=3&userId=7');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/complainDetails?problemId=3&userId=7', undefined);
  });

  it('pulls through pull, release, loading and finish, re-rendering only the indicator', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reload = deferred<ComplaintTab[]>();
    const api = tabsApi([tab('Pending')], reload.promise);
    await mount({ api });
    const area = pullArea();
    const before = panelRenders.count;

    fireEvent.touchStart(area, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 130 }] });
    expect(area).toHaveAttribute('data-state', 'pull');
    expect(indicator()).toHaveTextContent('Pull down to refresh');

    fireEvent.touchMove(area, { touches: [{ clientY: 150 }] }); // 50 px of finger, 25 px of pull
    expect(area).toHaveAttribute('data-state', 'release');
    expect(indicator()).toHaveTextContent('Release to refresh');
    fireEvent.touchMove(area, { touches: [{ clientY: 900 }] });
    expect(indicator().style.height).toBe('100px'); // damping: the pull stops at 100 px
    expect(panelRenders.count).toBe(before);

    // An awaited act: the reload suspends in a transition, which React 19 drops in a sync act.
    await act(async () => {
      fireEvent.touchEnd(area, { touches: [] });
    });
    expect(area).toHaveAttribute('data-state', 'loading');
    expect(indicator()).toHaveTextContent('Loading...');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    expect(api.complaintTabs).toHaveBeenCalledTimes(2);
    expect(panelRenders.count).toBe(before);

    await act(async () => reload.resolve([tab('Pending', 2)]));
    await waitFor(() => expect(area).toHaveAttribute('data-state', 'finish'));
    expect(indicator()).toHaveTextContent('Updated');
    expect(within(screen.getByRole('tabpanel')).getAllByRole('link')).toHaveLength(2);

    act(() => vi.advanceTimersByTime(600));
    expect(area).toHaveAttribute('data-state', 'idle');
    expect(indicator().style.height).toBe('0px');
  });

  it('springs back without reloading when the pull is shorter than 25', async () => {
    const api = tabsApi([tab('Pending')]);
    await mount({ api });
    const area = pullArea();
    fireEvent.touchStart(area, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 140 }] }); // 20 px of pull
    expect(area).toHaveAttribute('data-state', 'pull');
    fireEvent.touchEnd(area, { touches: [] });
    expect(area).toHaveAttribute('data-state', 'idle');
    expect(api.complaintTabs).toHaveBeenCalledTimes(1);
  });

  it('refreshes without touch through the Refresh button', async () => {
    const api = tabsApi([tab('Pending')], [tab('Pending', 3)]);
    await mount({ api });
    await act(async () => screen.getByRole('button', { name: 'Refresh' }).click());
    await waitFor(() => expect(within(screen.getByRole('tabpanel')).getAllByRole('link')).toHaveLength(3));
    expect(api.complaintTabs).toHaveBeenCalledTimes(2);
  });

  it('refreshes when the web view comes back', async () => {
    const api = tabsApi([tab('Pending')], [tab('Pending', 2)]);
    const bridge = createTestBridge();
    await mount({ api, bridge });
    await act(async () => bridge.emit('resume'));
    await waitFor(() => expect(within(screen.getByRole('tabpanel')).getAllByRole('link')).toHaveLength(2));
  });

  it('shows the server message when the list cannot be loaded', async () => {
    expectBoundaryLog();
    const api = createFakeApi({
      market: 'en',
      failures: { complaintTabs: new ApiError('rejected', 'List unavailable', { code: '4' }) },
    });
    await mount({ api });
    expect(await screen.findByRole('alert')).toHaveTextContent('List unavailable');
  });
});
