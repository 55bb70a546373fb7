import { createToaster, TOAST_DURATION } from './toast';

describe('createToaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast for its kind’s duration (spec 9: default 3 s, info 2 s, form 1 s)', () => {
    expect(TOAST_DURATION).toEqual({ default: 3000, info: 2000, form: 1000 });
    for (const kind of ['default', 'info', 'form'] as const) {
      const toaster = createToaster();
      toaster.show('Saved', kind);
      expect(toaster.get()?.message).toBe('Saved');
      vi.advanceTimersByTime(TOAST_DURATION[kind] - 1);
      expect(toaster.get()?.message).toBe('Saved');
      vi.advanceTimersByTime(1);
      expect(toaster.get()).toBeNull();
    }
  });

  it('a new toast replaces the one on screen and gets its own full time, with a new id', () => {
    const toaster = createToaster();
    toaster.show('First');
    const first = toaster.get()!.id;
    vi.advanceTimersByTime(2500);
    toaster.show('Second');
    expect(toaster.get()!.message).toBe('Second');
    expect(toaster.get()!.id).not.toBe(first);
    vi.advanceTimersByTime(2999);
    expect(toaster.get()?.message).toBe('Second');
    vi.advanceTimersByTime(1);
    expect(toaster.get()).toBeNull();
  });

  it('the same text twice is a new toast (a repeated warning is announced again)', () => {
    const toaster = createToaster();
    toaster.show('Do not resend the verification code.');
    const first = toaster.get()!.id;
    toaster.show('Do not resend the verification code.');
    expect(toaster.get()!.id).not.toBe(first);
  });

  it('ignores an empty message (an empty server text shows nothing, not a blank toast)', () => {
    const toaster = createToaster();
    toaster.show('Kept');
    toaster.show('');
    expect(toaster.get()?.message).toBe('Kept');
  });

  it('tells subscribers on show and on hide; an unsubscribed listener hears nothing', () => {
    const toaster = createToaster();
    const listener = vi.fn();
    const stop = toaster.subscribe(listener);
    toaster.show('One');
    vi.advanceTimersByTime(3000);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    toaster.show('Two');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('dispose() stops the hide timer (no update after the screen is gone)', () => {
    const toaster = createToaster();
    const listener = vi.fn();
    toaster.subscribe(listener);
    toaster.show('Bye');
    toaster.dispose();
    vi.advanceTimersByTime(10_000);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
