import { createBridge } from '@lendview/bridge';

function plainBrowser() {
  return { history: { back: vi.fn() }, location: { assign: vi.fn() } };
}

describe('the web fallback (a plain browser, no shell)', () => {
  it('is chosen when no shell is found', () => {
    expect(createBridge({ window: plainBrowser() }).transport).toBe('web');
  });

  it('supports close, callPhone and track from the start, and nothing else', () => {
    const bridge = createBridge({ window: plainBrowser() });
    expect(['close', 'callPhone', 'track'].every((type) => bridge.supports(type as 'close'))).toBe(true);
    expect(
      ['goHome', 'goMine', 'logout', 'openRating', 'bankStart', 'bankEnd', 'borrowAgain'].some((type) =>
        bridge.supports(type as 'goHome'),
      ),
    ).toBe(false);
  });

  it('answers hello itself as a web platform', async () => {
    await expect(createBridge({ window: plainBrowser() }).ready).resolves.toEqual({
      protocol: 1,
      platform: 'web',
      appVersion: '',
      capabilities: ['close', 'callPhone', 'track'],
    });
  });

  it('goes back in history on close', async () => {
    const win = plainBrowser();
    await createBridge({ window: win }).close();
    expect(win.history.back).toHaveBeenCalledTimes(1);
  });

  it('opens a tel: link on callPhone', async () => {
    const win = plainBrowser();
    await createBridge({ window: win }).callPhone('+52 55 1234 5678');
    expect(win.location.assign).toHaveBeenCalledWith('tel:+525512345678');
  });

  it('drops track, and shows it with console.debug only when debug is set', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    await createBridge({ window: plainBrowser() }).track('quiet');
    expect(debug).not.toHaveBeenCalled();
    await createBridge({ window: plainBrowser(), debug: true }).track('loud', { props: { step: 2 } });
    expect(debug).toHaveBeenCalledWith(expect.stringContaining('track'), { event: 'loud', props: { step: 2 } });
    debug.mockRestore();
  });

  it('rejects every other message with unsupported, doing nothing', async () => {
    const win = plainBrowser();
    const bridge = createBridge({ window: win });
    for (const call of [
      () => bridge.goHome(),
      () => bridge.goMine(),
      () => bridge.logout('user'),
      () => bridge.openRating(),
      () => bridge.bankStart(),
      () => bridge.bankEnd(),
      () => bridge.borrowAgain('p-1'),
    ]) {
      await expect(call()).rejects.toMatchObject({ name: 'BridgeError', code: 'unsupported' });
    }
    expect(win.history.back).not.toHaveBeenCalled();
    expect(win.location.assign).not.toHaveBeenCalled();
  });
});
