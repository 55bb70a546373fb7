import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, render, screen, waitFor } from '@testing-library/react';
import preview from '../.storybook/preview';

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('../stories/**/*.stories.tsx', { eager: true });

/** Every story renders (portable stories): a loaded story shows no error, an error story its alert. */
describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module)) as [string, React.ComponentType][];
  it.each(stories)('%s renders', async (name, Story) => {
    let container!: HTMLElement;
    await act(async () => { ({ container } = render(<Story />)); });
    if (/Error/.test(name)) {
      expect(await screen.findByRole('alert')).toBeInTheDocument();
    } else if (/Loading/.test(name)) {
      expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    } else {
      await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
      await screen.findAllByRole('heading');
      expect(screen.queryByRole('alert')).toBeNull();
    }
  });
});
