import * as a11y from '@storybook/addon-a11y/preview';
import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import preview from '../.storybook/preview';
import { allowConsole, expectBoundaryLog } from '@tests/support/console';

setProjectAnnotations([a11y, preview]);

// A story mounts inside Storybook's own act(); what loads later (a lazy part, a legal text)
// arrives as it does in a browser, awaited by the queries below rather than inside act(), so
// React is not told to expect act() around it (Testing Library's import turned that on).
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;
interface A11yReport {
  type: string;
  result: { violations?: { id: string; help: string }[] };
}
// The same globs as .storybook/main.ts: the screens' stories beside them, the provider's in stories/.
const modules = import.meta.glob<StoryModule>(['@packages/screens/src/**/*.stories.tsx', '@stories/**/*.stories.tsx'], {
  eager: true,
});

/**
 * Every story as a test (portable stories): `run()` mounts it, runs its play function (whose
 * queries and `expect`s fail the test) and the a11y addon's axe check. Then a loaded story shows
 * no error and its headings, an error story its alert, a loading story its busy skeleton.
 */
describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];
  it.each(stories)('%s', async (name, Story) => {
    // An error story's screen fails to load on purpose: React logs what its boundary caught.
    if (/Error/.test(name)) expectBoundaryLog();
    // Storybook mounts inside its own act(); a lazy part that resolves while that act() is still
    // open (act off outside it, above) makes React say act() is not configured: the two tools'
    // act() bookkeeping, not the story.
    allowConsole('error', /^The current testing environment is not configured to support act/);
    const reports: A11yReport[] = [];
    await Story.run({ reporting: { reports, addReport: (report: A11yReport) => reports.push(report) } } as never);
    // The a11y addon's axe run (it fails a test by itself only under Storybook's own runner).
    const a11y = reports.filter((report) => report.type === 'a11y');
    expect(a11y).toHaveLength(1);
    expect(a11y[0]!.result.violations?.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    const body = document.body;
    if (/Error/.test(name)) {
      expect(await screen.findByRole('alert')).toBeInTheDocument();
    } else if (/Loading/.test(name)) {
      expect(body.querySelector('[aria-busy="true"]')).not.toBeNull();
    } else {
      await waitFor(() => expect(body.querySelector('[aria-busy="true"]')).toBeNull());
      await screen.findAllByRole('heading');
      if (!Story.play) expect(screen.queryByRole('alert')).toBeNull();
    }
  });
});
