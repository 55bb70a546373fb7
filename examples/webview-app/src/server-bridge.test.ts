// @vitest-environment node
import { serverBridge } from './server-bridge';

describe('the server render’s bridge', () => {
  afterEach(() => vi.useRealTimers());

  it('talks to no shell and leaves no timer behind (it looks for no late shell)', async () => {
    vi.useFakeTimers();
    const bridge = serverBridge();
    expect(await bridge.ready).toMatchObject({ platform: 'web' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('refuses the actions only a native host can do, so nothing is recorded or sent', async () => {
    await expect(serverBridge().goHome()).rejects.toMatchObject({ code: 'unsupported' });
  });
});
