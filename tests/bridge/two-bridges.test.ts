import { createBridge, type BridgeWindow, type MessageEnvelope, type ProtocolError } from '@lendview/bridge';

/** A legacy Android shell that records what it gets and never answers by itself. */
function androidLegacy() {
  const received: MessageEnvelope[] = [];
  const win: BridgeWindow = { LendviewAndroid: { postMessage: (json) => received.push(JSON.parse(json)) } };
  return { win, received };
}

describe('two bridges on one page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never share an id on the page, and each settles only its own replies', async () => {
    const { win, received } = androidLegacy();
    const errors: ProtocolError[] = [];
    const a = createBridge({ window: win, onProtocolError: (error) => errors.push(error) });
    const b = createBridge({ window: win, onProtocolError: (error) => errors.push(error) });
    const fromA = a.request('openRating', {});
    const fromB = b.request('openRating', {});
    const ids = received.map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(['w-1', 'w-2', 'w-3', 'w-4']);

    win.lendviewReceive!(JSON.stringify({ lendview: 1, id: received[3]!.id, result: 'b' }));
    win.lendviewReceive!(JSON.stringify({ lendview: 1, id: received[2]!.id, result: 'a' }));
    await expect(fromA).resolves.toBe('a');
    await expect(fromB).resolves.toBe('b');
    // Neither took the other's reply for an unknown id.
    expect(errors).toEqual([]);
    a.dispose();
    b.dispose();
  });

  it('both hear every event, and one leaving does not silence the other', () => {
    const { win } = androidLegacy();
    const a = createBridge({ window: win });
    const b = createBridge({ window: win });
    const heardA = vi.fn();
    const heardB = vi.fn();
    a.on('resume', heardA);
    b.on('resume', heardB);
    win.lendviewReceive!('{"lendview":1,"event":"resume"}');
    a.dispose();
    win.lendviewReceive!('{"lendview":1,"event":"resume"}');
    expect(heardA).toHaveBeenCalledTimes(1);
    expect(heardB).toHaveBeenCalledTimes(2);
    b.dispose();
  });

  it('keep calling the lendviewReceive the page had, and put it back when the last one leaves', () => {
    const own = vi.fn();
    const { win } = androidLegacy();
    win.lendviewReceive = own;
    const a = createBridge({ window: win });
    const b = createBridge({ window: win });
    win.lendviewReceive('{"lendview":1,"event":"back"}');
    expect(own).toHaveBeenCalledTimes(1);
    a.dispose();
    expect(win.lendviewReceive).not.toBe(own);
    b.dispose();
    expect(win.lendviewReceive).toBe(own);
  });

  it('on the Android web-message listener each subscribes and unsubscribes on its own', () => {
    const host = Object.assign(new EventTarget(), { postMessage: vi.fn() });
    const a = createBridge({ window: { LendviewHost: host } });
    const b = createBridge({ window: { LendviewHost: host } });
    const heardA = vi.fn();
    const heardB = vi.fn();
    a.on('back', heardA);
    b.on('back', heardB);
    a.dispose();
    host.dispatchEvent(new MessageEvent('message', { data: '{"lendview":1,"event":"back"}' }));
    expect(heardA).not.toHaveBeenCalled();
    expect(heardB).toHaveBeenCalledTimes(1);
    b.dispose();
  });

  it('on two pages (windows) each count ids from w-1: nothing is shared through the module', () => {
    const first = androidLegacy();
    const second = androidLegacy();
    createBridge({ window: first.win }).dispose();
    createBridge({ window: second.win }).dispose();
    expect(first.received[0]!.id).toBe('w-1');
    expect(second.received[0]!.id).toBe('w-1');
  });
});
