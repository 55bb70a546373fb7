import { AboutUs } from '@lendview/screens/about-us';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'Screens/About us', component: AboutUs } satisfies Meta<typeof AboutUs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { parameters: { lendview: { market: 'en' } } };
export const Spanish: Story = { parameters: { lendview: { market: 'es' } } };
