import { createFakeApi } from '@lendview/api/fake';
import { createRecordingBridge } from '@lendview/bridge/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HelpPage } from '../../examples/snippets/host-controls';

// The page's code block is the snippet's region (tests/docs/blocks.test.ts checks it); here it runs.
describe('docs/host-controls.md', () => {
  it('its host page shows the overridden wording and reports the view, the ready and the call', async () => {
    const analytics = { send: vi.fn() };
    await act(async () => {
      render(
        <HelpPage api={createFakeApi({ market: 'es' })} bridge={createRecordingBridge()} go={vi.fn()} analytics={analytics} />,
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayuda' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Teléfono/ }));

    const view = { screen: 'customer-service', market: 'es' };
    expect(analytics.send.mock.calls).toEqual([
      ['screen_view', view],
      ['screen_ready', view],
      ['bridge_callPhone', expect.objectContaining({ kind: 'bridge', action: 'callPhone' })],
    ]);
  });
});
