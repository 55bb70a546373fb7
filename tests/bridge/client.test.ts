import * as publicApi from '@lendview/bridge';
import { createBridge, type BridgeWindow, type MessageEnvelope } from '@lendview/bridge';
import { createRecordingBridge } from '@lendview/bridge/testing';
import packageJson from '@packages/bridge/package.json';

describe('payload shaping', () => {
  it('cuts the borrowAgain product id before any ?', async () => {
    const bridge = createRecordingBridge();
    await bridge.borrowAgain('loan-12?channel=push&x=1');
    expect(bridge.sent('borrowAgain')[0]!.payload).toEqual({ productId: 'loan-12' });
    await expect(bridge.borrowAgain('?only=query')).rejects.toMatchObject({ code: 'failed' });
  });

  it('keeps only digits, spaces and a leading + of a phone number, and refuses one without digits', async () => {
    const bridge = createRecordingBridge();
    await bridge.callPhone(' +52 (55) 1234-5678 ');
    expect(bridge.sent('callPhone')[0]!.payload).toEqual({ number: '+52 55 12345678' });
    await expect(bridge.callPhone('call us')).rejects.toMatchObject({ code: 'failed' });
  });

  it('never lets a session, user or device id into track props', async () => {
    const bridge = createRecordingBridge();
    await bridge.track('view', { props: { sessionId: 's', user_id: 'u', DeviceID: 'd', step: 2 } });
    expect(bridge.sent('track')[0]!.payload).toEqual({ event: 'view', props: { step: 2 } });
  });

  it('leaves out ids that are not given, instead of sending undefined', async () => {
    const bridge = createRecordingBridge();
    await bridge.bankStart({ productId: 'p-1', orderId: undefined });
    expect(Object.keys(bridge.sent('bankStart')[0]!.payload)).toEqual(['productId']);
  });
});

describe('the iOS reply handler', () => {
  function ios(reply: (envelope: MessageEnvelope) => Promise<unknown>): BridgeWindow {
    return { webkit: { messageHandlers: { lendview: { postMessage: (envelope) => reply(envelope as MessageEnvelope) } } } };
  }

  it('turns a rejected reply into a BridgeError, keeping a bare error code', async () => {
    const bridge = createBridge({
      window: ios((envelope) => (envelope.type === 'openRating' ? Promise.reject(new Error('denied')) : Promise.resolve(null))),
    });
    await expect(bridge.request('openRating', {})).rejects.toMatchObject({ code: 'denied' });
  });

  it('takes a reply envelope as it is', async () => {
    const bridge = createBridge({
      window: ios((envelope) => Promise.resolve({ lendview: 1, id: envelope.id, result: 'shown' })),
    });
    await expect(bridge.request('openRating', {})).resolves.toBe('shown');
  });
});

describe('the package surface', () => {
  it('sends the package version in hello', () => {
    const bridge = createRecordingBridge();
    expect(bridge.messages[0]!.payload).toEqual({ protocol: 1, sdkVersion: packageJson.version });
  });

  it('exports the runtime API from the index, and keeps the recording bridge out of it', () => {
    expect(Object.keys(publicApi).sort()).toEqual([
      'ACTIONS',
      'ACTIONS_1_0',
      'BridgeError',
      'PROTOCOL_MINOR',
      'PROTOCOL_VERSION',
      'createBridge',
      'exposeHost',
      'methodMapTransport',
    ]);
    expect(publicApi.PROTOCOL_VERSION).toBe(1);
    expect(publicApi.ACTIONS).toEqual([...publicApi.ACTIONS_1_0, 'leaveGuard']);
  });

  it('isolates a subscriber that throws, so the others still hear the event', () => {
    const bridge = createRecordingBridge();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    bridge.on('resume', () => {
      throw new Error('screen bug');
    });
    bridge.on('resume', after);
    bridge.emit('resume');
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(new Error('screen bug'));
    error.mockRestore();
  });
});
