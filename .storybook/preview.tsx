import type { Preview } from '@storybook/react-vite';
import { withLendview } from '../stories/support/decorator';

const preview: Preview = {
  // A docs page (the component's props from its types and JSDoc) for every screen and the provider.
  tags: ['autodocs'],
  decorators: [withLendview],
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile' },
    // Violations fail the story's test: in Storybook's test panel and in `tests/stories.test.tsx`.
    a11y: { test: 'error' },
  },
};
export default preview;
