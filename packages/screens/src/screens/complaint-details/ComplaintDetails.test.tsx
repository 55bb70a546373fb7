import type { ApiAdapter, ComplaintDetail } from '@lendview/api';
import { createFakeApi } from '@lendview/api/fake';
import { ComplaintDetails } from '@lendview/screens/complaint-details';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestBridge } from '@tests/support/bridge-contract';
import { type RenderScreenOptions, showScreen } from '@tests/support/render';
import { expectBoundaryLog } from '@tests/support/console';

async function mount(options: RenderScreenOptions = {}) {
  return showScreen(<ComplaintDetails />, { query: 'problemId=1', ...options });
}

/** The fake's detail with some fields replaced. */
function detailApi(change: Partial<ComplaintDetail>): ApiAdapter {
  const real = createFakeApi({ market: 'en' });
  return { ...real, complaintDetail: async (id) => ({ ...(await real.complaintDetail(id)), ...change }) };
}

const reply = () => screen.queryByRole('region', { name: 'Handling result' });
const invitation = () => screen.queryByRole('complementary', { name: 'How did we do?' });

afterEach(() => {
  vi.useRealTimers();
});

describe('ComplaintDetails', () => {
  it('shows the type, sub-type, content and images, read-only', async () => {
    await mount();
    expect(screen.getByRole('heading', { level: 1, name: 'Complaint details' })).toBeInTheDocument();
    const mine = screen.getByRole('region', { name: 'Your complaint' });
    expect(mine).toHaveTextContent('Question typeCollection');
    expect(mine).toHaveTextContent('TopicCalls at night');
    expect(mine).toHaveTextContent('An agent called me at 11 pm.');
    const image = within(mine).getByRole('button', { name: 'Your image 1, enlarge' });
    expect(image.querySelector('img')).toHaveAttribute('width', '96');
    expect(within(mine).queryByRole('textbox')).toBeNull();
  });

  it('is in Spanish for the Spanish market', async () => {
    await mount({ market: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Detalle de la queja' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Resultado de la gestión' })).toBeInTheDocument();
  });

  it('shows the handling result with the reply text and reply images when there is a reply', async () => {
    await mount();
    const result = reply()!;
    expect(result).toHaveTextContent('We are sorry. The agent was warned');
    expect(within(result).getByRole('button', { name: 'Reply image 1, enlarge' })).toBeInTheDocument();
    expect(result.querySelector('svg')).not.toBeNull(); // the agent logo
  });

  it('hides the handling result when there is neither a reply nor reply images', async () => {
    await mount({ query: 'problemId=3' });
    expect(screen.getByRole('region', { name: 'Your complaint' })).toHaveTextContent('My payment is not shown yet.');
    expect(reply()).toBeNull();
    expect(screen.getByText('We are looking into your complaint. Our reply will appear here.')).toBeInTheDocument();
  });

  it('shows the handling result for reply images alone', async () => {
    await mount({ api: detailApi({ reply: '', replyImages: ['https://cdn.lendview.test/receipt.png'] }) });
    expect(within(reply()!).getByRole('button', { name: 'Reply image 1, enlarge' }).querySelector('img')).toHaveAttribute(
      'src',
      'https://cdn.lendview.test/receipt.png',
    );
  });

  it('leaves out image addresses the page may not load', async () => {
    await mount({ api: detailApi({ images: ['javascript:alert(1)', 'https://cdn.lendview.test/ok.png'] }) });
    const mine = screen.getByRole('region', { name: 'Your complaint' });
    expect(within(mine).getAllByRole('button', { name: /enlarge/ })).toHaveLength(1);
    expect(mine.querySelector('img')).toHaveAttribute('src', 'https://cdn.lendview.test/ok.png');
  });

  it('enlarges an image in a dialog that closes', async () => {
    await mount();
    await userEvent.click(screen.getByRole('button', { name: 'Your image 1, enlarge' }));
    const dialog = screen.getByRole('dialog', { name: 'Your image 1' });
    expect(dialog.querySelector('img')).toHaveAttribute('width', '320');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sets the score flag 3 s after load when the server asks, and Rate opens the native rating', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const bridge = createTestBridge();
    await mount({ bridge });
    await act(async () => {
      await bridge.ready;
    });

    act(() => vi.advanceTimersByTime(2900));
    expect(invitation()).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(invitation()).toBeInTheDocument();
    expect(invitation()!.closest('[aria-live=polite]')).not.toBeNull();

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Rate us' }));
    expect(bridge.sent('openRating')).toHaveLength(1);
    expect(invitation()).toBeNull();
  });

  it('does not invite a rating when the server does not ask', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const bridge = createTestBridge();
    await mount({ bridge, query: 'problemId=2' });
    act(() => vi.advanceTimersByTime(5000));
    expect(invitation()).toBeNull();
    expect(bridge.sent('openRating')).toHaveLength(0);
  });

  it('lets the borrower decline the invitation', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const bridge = createTestBridge();
    await mount({ bridge });
    act(() => vi.advanceTimersByTime(3000));
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Not now' }));
    expect(invitation()).toBeNull();
    expect(bridge.sent('openRating')).toHaveLength(0);
  });

  it('does not invite a rating the host cannot open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const bridge = createTestBridge({ capabilities: ['close', 'track'] });
    await mount({ bridge });
    await act(async () => {
      await bridge.ready;
    });
    act(() => vi.advanceTimersByTime(3000));
    expect(invitation()).toBeNull();
  });

  it('shows the server message for an unknown complaint', async () => {
    expectBoundaryLog();
    await mount({ query: 'problemId=404' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
  });
});
