import { BridgeContractError, assertBridgeMessage, createTestBridge } from '@tests/support/bridge-contract';

describe('the test bridge (recording bridge plus the JSON Schema contract)', () => {
  it('records every envelope, hello first, and lists them by type', async () => {
    const bridge = createTestBridge();
    await bridge.close();
    await bridge.track('view', { props: { step: 1 } });
    expect(bridge.messages.map((message) => message.type)).toEqual(['hello', 'close', 'track']);
    expect(bridge.sent('track')).toEqual([
      { lendview: 1, id: 'w-3', type: 'track', payload: { event: 'view', props: { step: 1 } } },
    ]);
    expect(bridge.violations).toEqual([]);
  });

  it('knows its capabilities from the start and answers hello with them', async () => {
    const bridge = createTestBridge({ capabilities: ['close', 'track'] });
    expect(bridge.supports('callPhone')).toBe(false);
    await expect(bridge.callPhone('5512345678')).rejects.toMatchObject({ code: 'unsupported' });
    await expect(bridge.ready).resolves.toMatchObject({ capabilities: ['close', 'track'] });
    expect(bridge.sent('callPhone')).toEqual([]);
  });

  it('plays an older shell with hello: null (no reply within 5 s)', async () => {
    vi.useFakeTimers();
    const bridge = createTestBridge({ hello: null });
    const ready = bridge.ready;
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(ready).resolves.toBeNull();
    vi.useRealTimers();
  });

  it('delivers events a test emits', () => {
    const bridge = createTestBridge();
    const back = vi.fn();
    bridge.on('back', back);
    bridge.emit('back');
    expect(back).toHaveBeenCalledWith({});
  });

  it('rejects a message the schema refuses, names the broken field, and fails the test unless it is taken', async () => {
    const bridge = createTestBridge();
    const error = await bridge.track('').catch((rejection: { cause?: unknown }) => rejection.cause);
    expect(error).toBeInstanceOf(BridgeContractError);
    expect(String(error)).toMatch(
      /bridge-spec\/schema\/message\.track\.json: \/payload\/event must NOT have fewer than 1 characters/,
    );
    expect(bridge.violations).toHaveLength(1);
    bridge.violations.splice(0);
  });

  it('refuses an event the schema does not know', () => {
    const bridge = createTestBridge();
    expect(() => bridge.emit('shake' as 'back')).toThrow(BridgeContractError);
    bridge.violations.splice(0);
  });

  it('checks an envelope on its own', () => {
    expect(() => assertBridgeMessage({ lendview: 1, id: 'w-2', type: 'close', payload: {} })).not.toThrow();
    expect(() => assertBridgeMessage({ lendview: 1, id: 'w-2', type: 'bankStart', payload: { deviceId: 'd-1' } })).toThrow(
      /must NOT have additional properties/,
    );
    expect(() => assertBridgeMessage({ lendview: 1, id: 'w-2', type: 'openWallet', payload: {} })).toThrow(
      /schema\/message\.json/,
    );
  });
});
