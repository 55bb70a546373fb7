import { screen } from '@testing-library/react';
import type { Window as HappyWindow } from 'happy-dom';
import { act } from 'react';
import { embedCustomerService } from '../../examples/embed/customer-service';
import { startMock, type Mock } from '../api/support';

/**
 * The README's embed, run as written against the mock API over real HTTP. It preloads the
 * screen's data without naming a query and mounts the provider without one: both take the page's,
 * so the screen reads the preloaded request instead of making a second one.
 */
let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

describe('the documented embed', () => {
  it('asks the API for the contact info once (the preload is the request the screen reads)', async () => {
    // The page is served from the API's origin here, so the test reads the mock's log same-origin.
    (window as unknown as HappyWindow).happyDOM.setURL(`${mock.url}/fourthOliver?languageType=1&userId=7&sessionId=s-1`);
    const root = document.createElement('div');
    document.body.append(root);
    let app: ReturnType<typeof embedCustomerService> | undefined;
    await act(async () => {
      app = embedCustomerService(root, mock.url);
    });

    expect(await screen.findByRole('heading', { name: 'Contact us' }, { timeout: 5000 })).toBeInTheDocument();
    const contactInfo = (await mock.requests()).filter((request) => request.path.endsWith('/user-problem/get-whatsapp'));
    expect(contactInfo).toHaveLength(1);
    act(() => app?.unmount());
    root.remove();
  });
});
