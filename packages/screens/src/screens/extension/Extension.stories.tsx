import { Extension } from '@lendview/screens/extension';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { screenStates } from '@stories/support/states';

const meta = { title: 'Screens/Extension', component: Extension } satisfies Meta<typeof Extension>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = screenStates(['extensionDetail']);
export const English: Story = states.English;
export const Spanish: Story = states.Spanish;
export const LoadingEnglish: Story = states.LoadingEnglish;
export const LoadingSpanish: Story = states.LoadingSpanish;
export const ServerErrorEnglish: Story = states.ServerErrorEnglish;
export const ServerErrorSpanish: Story = states.ServerErrorSpanish;
export const NetworkErrorEnglish: Story = states.NetworkErrorEnglish;
export const NetworkErrorSpanish: Story = states.NetworkErrorSpanish;

/** The floating customer-service button moved to the left side with the keyboard. */
export const ServiceButtonMoved: Story = {
  parameters: { lendview: { market: 'en' } },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Customer service' });
    button.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowLeft}');
  },
};

/** The barcode modal, shared with the instalment screen. */
export const BarcodeOpen: Story = {
  parameters: { lendview: { market: 'en' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Show the barcode of Cash at a PayU partner store' }),
    );
  },
};
