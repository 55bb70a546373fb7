import { createFakeApi } from '@lendview/api/fake';
import { createRecordingBridge } from '@lendview/bridge/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HelpPage } from '../../examples/snippets/host-controls';

const root = join(import.meta.dirname, '../..');

/** The ```tsx blocks of a page that name their file in a `<!-- file: path -->` line above them. */
function includedBlocks(page: string): { path: string; code: string }[] {
  const markdown = readFileSync(join(root, page), 'utf8');
  return [...markdown.matchAll(/<!-- file: (\S+) -->\n```tsx\n([\s\S]*?)```/g)].map(([, path, code]) => ({
    path: path!,
    code: code!,
  }));
}

describe('docs/host-controls.md', () => {
  it('shows the snippet files exactly as they are in the repository', () => {
    const blocks = includedBlocks('docs/host-controls.md');
    expect(blocks.map((block) => block.path)).toEqual(['examples/snippets/host-controls.tsx']);
    for (const { path, code } of blocks) expect(code).toBe(readFileSync(join(root, path), 'utf8'));
  });

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
