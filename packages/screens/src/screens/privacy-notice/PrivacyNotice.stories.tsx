import { PrivacyNotice } from '@lendview/screens/privacy-notice';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'Screens/Privacy notice', component: PrivacyNotice } satisfies Meta<typeof PrivacyNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { parameters: { lendview: { market: 'en' } } };
export const Spanish: Story = { parameters: { lendview: { market: 'es' } } };
/** As the official site frames it (`embedded=1`): no link back to the site. */
export const Embedded: Story = { parameters: { lendview: { market: 'en', query: 'languageType=1&embedded=1' } } };
