import { CustomerService } from '@lendview/screens/customer-service';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenStates } from './support/states';

const meta = { title: 'Screens/Customer service', component: CustomerService } satisfies Meta<typeof CustomerService>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = screenStates(['contactInfo']);
export const English: Story = states.English;
export const Spanish: Story = states.Spanish;
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;
export const NetworkError: Story = states.NetworkError;
