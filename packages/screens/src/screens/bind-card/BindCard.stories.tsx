import { BindCard } from '@lendview/screens/bind-card';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';

const meta = { title: 'Screens/Bind card', component: BindCard } satisfies Meta<typeof BindCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the card repayment (`#/addnormalcard?...&from=payway`): it goes back there after binding. */
const query = 'orderId=174&productId=1&couponMoney=0&couponId=&withholdingAmount=1200&from=payway';

// No data loads on open, so there is no Loading or load-error state; a refused bind is a toast.
export const English: Story = { parameters: { lendview: { market: 'en', query } } };
export const Spanish: Story = { parameters: { lendview: { market: 'es', query } } };

/** Typed values formatted as they go: card in fours, phone 3-4-4. */
export const Formatted: Story = {
  parameters: { lendview: { market: 'en', query } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Card holder name'), 'Asha Rao');
    await userEvent.type(canvas.getByLabelText('Card number'), '6222021234567890');
    await userEvent.type(canvas.getByLabelText('Phone number'), '13812345678');
  },
};

/** The field messages, shown by sending a short card number and nothing else. */
export const FieldMessages: Story = {
  parameters: { lendview: { market: 'es', query } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Número de tarjeta'), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar tarjeta' }));
  },
};

/** The bank refuses the card: the server's message shows as a toast. */
export const RefusedByTheBank: Story = {
  parameters: { lendview: { market: 'en', query } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Card holder name'), 'Asha Rao');
    await userEvent.type(canvas.getByLabelText('Card number'), '1234 5678 901');
    await userEvent.type(canvas.getByLabelText('Phone number'), '9876543210');
    await userEvent.click(canvas.getByRole('button', { name: 'Add card' }));
  },
};
