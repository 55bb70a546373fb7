import { Download } from '@lendview/screens/download';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'Screens/Download the app', component: Download } satisfies Meta<typeof Download>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where registration sends the visitor, with the promotion query it keeps. */
const query = 'app_from=lendview&user_from=promo&utm_tag=web&id=1&down_id=9';

export const English: Story = { parameters: { lendview: { market: 'en', query } } };
export const Spanish: Story = { parameters: { lendview: { market: 'es', query } } };

/** A host's own store pages; with no App Store listing its button is hidden. */
export const OwnStoreLinks: Story = {
  args: { storeLinks: { googlePlay: 'https://play.google.com/store/apps/details?id=com.lender.app' } },
  parameters: { lendview: { market: 'en', query } },
};
