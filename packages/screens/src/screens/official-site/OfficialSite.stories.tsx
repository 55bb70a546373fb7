import { OfficialSite } from '@lendview/screens/official-site';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';

const meta = { title: 'Screens/Official site', component: OfficialSite } satisfies Meta<typeof OfficialSite>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = { lendview: { market: 'en' } };
const es = { lendview: { market: 'es' } };

export const English: Story = { parameters: en };
export const Spanish: Story = { parameters: es };
export const AboutTab: Story = { parameters: en, args: { initialTab: 'about' } };
export const LoanTermsTab: Story = { parameters: en, args: { initialTab: 'loan' } };
export const LoanTermsTabSpanish: Story = { parameters: es, args: { initialTab: 'loan' } };

/** Submit with a field missing: the 1 s form toast 'Please provide complete information!'. */
export const FormIncomplete: Story = {
  parameters: en,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Company'), 'Acme Ltd');
    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
  },
};

/** Every field filled and sent: the form clears and 'Successful!' shows (no server call). */
export const FormSent: Story = {
  parameters: es,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Empresa'), 'Acme');
    await userEvent.type(page.getByLabelText('Asunto'), 'Alianza');
    await userEvent.type(page.getByLabelText('Mensaje'), 'Llámenos, por favor.');
    await userEvent.click(page.getByRole('button', { name: 'Enviar' }));
  },
};
