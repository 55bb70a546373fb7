import { LoginFailure } from '@lendview/screens/login-failure';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'Screens/Joint-login failure', component: LoginFailure } satisfies Meta<typeof LoginFailure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { parameters: { lendview: { market: 'en' } } };
export const Spanish: Story = { parameters: { lendview: { market: 'es' } } };
