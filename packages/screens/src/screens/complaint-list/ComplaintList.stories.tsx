import { createFakeApi } from '@lendview/api/fake';
import { ComplaintList } from '@lendview/screens/complaint-list';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenStates } from '@stories/support/states';

const meta = { title: 'Screens/My complaints', component: ComplaintList } satisfies Meta<typeof ComplaintList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: every tab holds no complaint. */
const states = screenStates(['complaintTabs'], {}, { fake: { emptyComplaints: true } });
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

const fake = createFakeApi({ market: 'en' });
const titles = ['Pending', 'In progress', 'Escalated', 'Resolved', 'Closed'];

/** Five tabs: 3 show at a time, with Previous and Next. */
export const FiveTabs: Story = {
  parameters: {
    lendview: {
      market: 'en',
      api: {
        ...fake,
        complaintTabs: async () =>
          titles.map((title, i) => ({
            title,
            items: [
              {
                id: String(i + 1),
                time: `2025-11-2${i} 10:00`,
                type: 'Repayment',
                content: `A complaint that is ${title.toLowerCase()}.`,
              },
            ],
          })),
      },
    },
  },
};
