// @vitest-environment node
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { deadline } from '../../examples/webview-app/server/deadline';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('deadline (the render budget and the proxy timeout)', () => {
  it('bug: AbortSignal.any + AbortSignal.timeout stopped firing after garbage collection: fifty deadlines all fire', async () => {
    let fired = 0;
    for (let i = 0; i < 50; i += 1)
      deadline(100, new AbortController().signal).signal.addEventListener('abort', () => (fired += 1));
    gc();
    await wait(50);
    gc();
    await wait(150);
    expect(fired).toBe(50);
  });

  it('aborts with the other signal, first; done() stops the timer', async () => {
    const page = new AbortController();
    const limit = deadline(50, page.signal);
    page.abort('gone');
    expect(limit.signal.reason).toBe('gone');
    const cleared = deadline(50);
    cleared.done();
    await wait(100);
    expect(cleared.signal.aborted).toBe(false);
  });
});
