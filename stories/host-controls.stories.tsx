import { LendviewProvider, overrideMessages } from '@lendview/screens';
import { AboutUs } from '@lendview/screens/about-us';
import { CustomerService } from '@lendview/screens/customer-service';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

/**
 * What a host controls through the provider besides the data: its own wording per market and
 * the lifecycle and analytics callbacks. The Actions panel shows each callback as it fires.
 */
const meta: Meta<typeof LendviewProvider> = {
  title: 'Host controls/Provider',
  component: LendviewProvider,
  args: { onScreenView: fn(), onReady: fn(), onAction: fn() },
  render: () => <CustomerService />,
  parameters: { lendview: { argsAreConfig: true } },
};
export default meta;
type Story = StoryObj<typeof LendviewProvider>;

/** The host's own words over two Spanish messages; every other message stays as shipped. */
export const MessageOverrides: Story = {
  args: { messages: overrideMessages({ es: { 'Customer service': 'Ayuda', Call: 'Marcar' } }) },
  parameters: { lendview: { argsAreConfig: true, market: 'es' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Ayuda' })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: /Teléfono/ })).toHaveTextContent('Marcar');
  },
};

/** `onScreenView` at mount, `onReady` once the data is on the page, `onAction` for the call. */
export const Callbacks: Story = {
  parameters: { lendview: { argsAreConfig: true, market: 'en' } },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: /Telephone/ }));
    const view = { screen: 'customer-service', market: 'en' };
    await expect(args.onScreenView).toHaveBeenCalledWith(view);
    await waitFor(() => expect(args.onReady).toHaveBeenCalledWith(view));
    await expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ kind: 'bridge', action: 'callPhone' }));
  },
};

/** A navigation reaches `onAction` with its target before the host's router moves. */
export const NavigationAction: Story = {
  render: () => <AboutUs />,
  parameters: { lendview: { argsAreConfig: true, market: 'es' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Contactar a atención al cliente' }));
    await expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ kind: 'navigate', replace: false }));
  },
};
