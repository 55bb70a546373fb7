import { OfficialPage } from '@lendview/screens/official-pages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { GRIEVANCE } from '@stories/support/grievance';

const meta = {
  title: 'Screens/Official pages',
  component: OfficialPage,
  args: { page: 'About' },
} satisfies Meta<typeof OfficialPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = { lendview: { market: 'en' } };
const es = { lendview: { market: 'es' } };

export const English: Story = { parameters: en };
export const Spanish: Story = { parameters: es };
export const UserAgreement: Story = { parameters: en, args: { page: 'User' } };
export const UserAgreementSpanish: Story = { parameters: es, args: { page: 'User' } };
export const Contact: Story = { parameters: en, args: { page: 'Contact' } };
export const ContactSpanish: Story = { parameters: es, args: { page: 'Contact' } };
export const LoanTerms: Story = { parameters: es, args: { page: 'Loan' } };

/** Submit with the e-mail missing: the 1 s form toast. */
export const ContactIncomplete: Story = {
  parameters: en,
  args: { page: 'Contact' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Name'), 'Ana');
    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
  },
};

/** All four fields (no format checks): the form clears and the confirmation shows for 3 s. */
export const ContactSent: Story = {
  parameters: en,
  args: { page: 'Contact' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Name'), 'Ana');
    await userEvent.type(page.getByLabelText('Telephone'), '55 1234 5678');
    await userEvent.type(page.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.type(page.getByLabelText('Message'), 'Please call me.');
    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
  },
};

/** The contact page with the lender's Grievance Redressal Officer and RBI's portal below the form. */
export const ContactWithGrievance: Story = {
  parameters: { lendview: { market: 'en', config: { grievance: GRIEVANCE } } },
  args: { page: 'Contact' },
};
