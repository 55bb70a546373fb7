import type { ApiAdapter } from '@lendview/api';
import { createFakeApi } from '@lendview/api/fake';
import { InstalmentRepayment } from '@lendview/screens/instalment-repayment';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { screenStates } from '@stories/support/states';

const meta = { title: 'Screens/Instalment repayment', component: InstalmentRepayment } satisfies Meta<typeof InstalmentRepayment>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = screenStates(['instalmentPlan']);
export const English: Story = states.English;
export const Spanish: Story = states.Spanish;
export const LoadingEnglish: Story = states.LoadingEnglish;
export const LoadingSpanish: Story = states.LoadingSpanish;
export const ServerErrorEnglish: Story = states.ServerErrorEnglish;
export const ServerErrorSpanish: Story = states.ServerErrorSpanish;
export const NetworkErrorEnglish: Story = states.NetworkErrorEnglish;
export const NetworkErrorSpanish: Story = states.NetworkErrorSpanish;

/** The detail list opened with More: every row, and the Hide toggle. */
export const DetailExpanded: Story = {
  parameters: { lendview: { market: 'en' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'More' }));
  },
};

/** The barcode modal of the OXXO entry (closes on a tap on the mask). */
export const BarcodeOpen: Story = {
  parameters: { lendview: { market: 'es' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Mostrar el código de barras de Pague en cualquier tienda OXXO' }),
    );
  },
};

/** The server sends no repayment channels. */
export const NoChannels: Story = {
  parameters: {
    lendview: {
      market: 'en',
      api: ((fake: ApiAdapter): ApiAdapter => ({
        ...fake,
        instalmentPlan: async (order) => ({ ...(await fake.instalmentPlan(order)), groups: [] }),
      }))(createFakeApi({ market: 'en' })),
    },
  },
};
