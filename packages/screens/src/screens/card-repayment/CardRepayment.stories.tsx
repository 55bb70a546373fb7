import { CardRepayment } from '@lendview/screens/card-repayment';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { screenStates } from '@stories/support/states';

const meta = { title: 'Screens/Repayment by bank card', component: CardRepayment } satisfies Meta<typeof CardRepayment>;
export default meta;
type Story = StoryObj<typeof meta>;

const session = { userId: '1001', orderId: '174', productId: '1', withholdingAmount: '1,200.00' };
/** Empty: no card on file, so the way to bind one. */
const states = screenStates(['repaymentWays'], { session }, { fake: { noCards: true } });
export const English: Story = states.English;
export const Spanish: Story = states.Spanish;
export const LoadingEnglish: Story = states.LoadingEnglish;
export const LoadingSpanish: Story = states.LoadingSpanish;
export const ServerErrorEnglish: Story = states.ServerErrorEnglish;
export const ServerErrorSpanish: Story = states.ServerErrorSpanish;
export const NetworkErrorEnglish: Story = states.NetworkErrorEnglish;
export const NetworkErrorSpanish: Story = states.NetworkErrorSpanish;
export const EmptyEnglish: Story = states.EmptyEnglish;
export const EmptySpanish: Story = states.EmptySpanish;

/** The verification step, opened by choosing the first card and paying (the code is 123456). */
export const VerificationStep: Story = {
  parameters: { lendview: { market: 'es', session } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('radio'))[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar ahora' }));
  },
};

/** The server also offers the payment provider's page (`alipay`): paying on its page is offered under the cards. */
export const ProviderPayEnglish: Story = { parameters: { lendview: { market: 'en', session, fake: { providerPay: true } } } };
export const ProviderPaySpanish: Story = { parameters: { lendview: { market: 'es', session, fake: { providerPay: true } } } };
