import type { Preview } from '@storybook/react-vite';
import { withLendview } from '../stories/support/decorator';

const preview: Preview = {
  decorators: [withLendview],
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile' },
  },
};
export default preview;
