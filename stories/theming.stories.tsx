import { LoanDetails } from '@lendview/screens/loan-details';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * Theme tokens and the colour scheme (docs/theming.md) on a money screen: the default palette
 * forced dark, and a host's brand in light and dark.
 */
const meta = { title: 'Theming/Loan details', component: LoanDetails } satisfies Meta<typeof LoanDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

const brand = {
  brand: '#7a1fa2',
  brandText: '#ffffff',
  accent: '#3b2a8f',
  radius: '8px',
  dark: { brand: '#d9a6f0', brandText: '#2a0838', accent: '#b9adf5' },
};

export const Dark: Story = { parameters: { lendview: { market: 'en', config: { colorScheme: 'dark' } } } };
export const HostBrand: Story = { parameters: { lendview: { market: 'es', config: { colorScheme: 'light', theme: brand } } } };
export const HostBrandDark: Story = { parameters: { lendview: { market: 'es', config: { colorScheme: 'dark', theme: brand } } } };
