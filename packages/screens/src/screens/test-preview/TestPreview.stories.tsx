import { LendviewProvider, useLendview } from '@lendview/screens';
import { TestPreview } from '@lendview/screens/test-preview';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { userEvent, within } from 'storybook/test';

/**
 * The shared decorator has no `development` switch: this one re-provides with it on, unless the
 * story's `development` parameter is `false`.
 */
const development: Decorator = (Story, { parameters }) =>
  parameters.development === false ? (
    <Story />
  ) : (
    <Development>
      <Story />
    </Development>
  );

function Development({ children }: { children: ReactNode }) {
  const host = useLendview();
  return (
    <LendviewProvider {...host} development>
      {children}
    </LendviewProvider>
  );
}

/** A geolocation that answers at once, so the story needs no permission prompt. */
const geolocation = {
  getCurrentPosition: (ok: PositionCallback) =>
    ok({ coords: { latitude: 19.4326, longitude: -99.1332, accuracy: 15 }, timestamp: 0 } as unknown as GeolocationPosition),
};

const meta = {
  title: 'Screens/Test preview',
  component: TestPreview,
  args: { geolocation },
  decorators: [development],
} satisfies Meta<typeof TestPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

const session = { deviceId: 'dev-1', appVersion: '2.4.0', sessionId: 'sess-1', productId: '1', orderId: '174' };

export const English: Story = { parameters: { lendview: { market: 'en', session } } };
export const Spanish: Story = { parameters: { lendview: { market: 'es', session } } };
/** Outside development builds: only the "not available" message. */
export const NotDevelopment: Story = { parameters: { development: false, lendview: { market: 'en' } } };

/** After "Get location": the coordinates. */
export const Located: Story = {
  parameters: { lendview: { market: 'en', session } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get location' }));
  },
};
