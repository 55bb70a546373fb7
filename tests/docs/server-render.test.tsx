import { createFakeApi } from '@lendview/api/fake';
import { createRecordingBridge } from '@lendview/bridge/testing';
import { act, screen } from '@testing-library/react';
import { hydratePage, renderPage } from '../../examples/embed/server-render';
import { expectConsole } from '@tests/support/console';

/** The server-rendering example of docs/embedding.md, both halves, as written. */
describe('the documented server render', () => {
  it('renders the screen with its data on the server and hydrates it without asking the API again', async () => {
    // One process plays the server and the browser here: React's development check sees its server
    // and its browser renderer on the same context objects (two processes in production).
    expectConsole('error', /Detected multiple renderers concurrently rendering the same context provider/);
    const page = { session: {}, query: 'languageType=1', pageOrigin: 'https://app.lendview.test' };
    const serverApi = createFakeApi({ market: 'en' });
    const html = await renderPage({ ...page, api: serverApi, bridge: createRecordingBridge() });
    const { telephone } = await serverApi.contactInfo();
    expect(html).toContain(telephone);
    expect(html).toContain('<script type="application/json" id="lendview-data">');

    const browserApi = createFakeApi({ market: 'en' });
    const contactInfo = vi.spyOn(browserApi, 'contactInfo');
    const errors = vi.spyOn(console, 'error');
    document.body.innerHTML = html;
    await act(async () => hydratePage({ ...page, api: browserApi, bridge: createRecordingBridge() }));

    expect(screen.getByRole('button', { name: /Telephone/ })).toBeInTheDocument();
    expect(contactInfo).not.toHaveBeenCalled();
    // A hydration mismatch is logged; React's note about the server renderer of this same test
    // process still holding the provider is not about the page.
    const logged = errors.mock.calls.map(([message]) => String(message)).filter((message) => !/multiple renderers/.test(message));
    expect(logged).toEqual([]);
    document.body.innerHTML = '';
  });
});
