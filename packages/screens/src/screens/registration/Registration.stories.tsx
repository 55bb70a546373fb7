import { LendviewProvider, NUMBER_PLANS, useLendview, type NumberPlan } from '@lendview/screens';
import { Registration } from '@lendview/screens/registration';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { screenStates } from '@stories/support/states';

const meta = { title: 'Screens/Registration landing', component: Registration } satisfies Meta<typeof Registration>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A promotion address (`/#/agreementTemplate?...`); the fake's SMS code is 123456. */
const query = 'app_from=lendview&user_from=promo&utm_tag=web&id=1&links_id=9';
const states = screenStates(['promotionTemplate', 'promotionSid'], {
  query,
  session: { languageType: '1', clientType: 'android' },
});
export const English: Story = states.English;
export const Spanish: Story = states.Spanish;
export const LoadingEnglish: Story = states.LoadingEnglish;
export const LoadingSpanish: Story = states.LoadingSpanish;
export const ServerErrorEnglish: Story = states.ServerErrorEnglish;
export const ServerErrorSpanish: Story = states.ServerErrorSpanish;
export const NetworkErrorEnglish: Story = states.NetworkErrorEnglish;
export const NetworkErrorSpanish: Story = states.NetworkErrorSpanish;

/** No template id in the address: the default landing (headline, benefits, the form). */
export const DefaultLanding: Story = { parameters: { lendview: { market: 'en', query: 'app_from=lendview&links_id=9' } } };

/**
 * The registration's mobile plan follows the market (India's or Mexico's); a host can pick
 * another through the provider's `mobilePlan`. This decorator is what a host does.
 */
function withMobilePlan(plan: NumberPlan): Decorator {
  return function MobilePlanHost(Story) {
    const host = useLendview();
    return (
      <LendviewProvider {...host} mobilePlan={plan}>
        <Story />
      </LendviewProvider>
    );
  };
}

/** The spec's plan, a named option: 11 digits from 1, then 3-9 (13912345678 passes). */
export const SpecMobilePlan: Story = {
  parameters: { lendview: { market: 'en', query } },
  decorators: [withMobilePlan(NUMBER_PLANS.spec)],
};

/** `NUMBER_PLANS.mexico` in the English market (a host's choice): any 10 digits, +52 dropped. */
export const MexicoMobilePlan: Story = {
  parameters: { lendview: { market: 'en', query } },
  decorators: [withMobilePlan(NUMBER_PLANS.mexico)],
};

/** The rule messages, shown by sending the empty form. */
export const RuleMessages: Story = {
  parameters: { lendview: { market: 'en', query } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Get my loan' }));
  },
};

/** The SMS button counting down after a code was sent (a press now warns instead of resending). */
export const SmsCountdown: Story = {
  parameters: { lendview: { market: 'es', query } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Número de celular'), '13912345678');
    await userEvent.type(canvas.getByLabelText('Código de la imagen'), 'AB12');
    await userEvent.click(canvas.getByRole('button', { name: 'Obtener código' }));
  },
};
