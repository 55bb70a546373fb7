// One borrower action at a time (send, bind, pay): the single-flight guard, the busy flag and
// the failure report every screen action shares.
import { useEffect, useRef, useState } from 'react';
import { useErrorText } from './errors';
import { useLendview } from './provider';
import { useToast } from './toast';

/** How a run ended: its value, or the error it failed with (already reported to `onError`). */
export type ActionOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface RunOptions {
  /**
   * The toast's text when the task fails: a fixed text, or one made from the error; `undefined`
   * (also from the function) for the borrower's words for the error ({@link useErrorText});
   * `false` when the caller shows the failure its own way (no toast; it is still reported).
   */
  errorText?: string | false | ((error: unknown) => string | false | undefined);
}

export interface ActionOptions {
  /**
   * The action may succeed only once (submitting a loan): after a success it stays locked, so a
   * tap that lands before the screen moves on cannot do it again. A failure unlocks it.
   */
  once?: boolean;
}

export interface Action {
  /** Renders `true` while a run is under way (the busy overlay, a disabled button). */
  busy: boolean;
  /** `true` once a `once` action succeeded. */
  done: boolean;
  /**
   * Runs `task` unless a run is under way: then it returns `undefined` at once and starts
   * nothing. It does not hand back the running promise, because the second caller would act on
   * the first one's result (navigate twice, toast twice). A failure is reported to the
   * provider's `onError` and toasted in the borrower's words; the returned outcome never rejects.
   */
  run<T>(task: () => Promise<T>, options?: RunOptions): Promise<ActionOutcome<T> | undefined>;
  /**
   * Whether a run is under way now. Read it in a handler where `busy` may still be the last
   * render's value (a second tap before React re-rendered).
   */
  isRunning(): boolean;
}

/**
 * A screen's single-flight action.
 *
 * After the screen unmounts (the borrower left mid-call) a failure is still reported to
 * `onError`, but no state is set and no toast shown: there is no screen left to show it on.
 *
 * @example
 * const sending = useAction();
 * <button disabled={sending.busy} onClick={() => sending.run(() => api.rate(stars))}>Send</button>
 */
export function useAction({ once = false }: ActionOptions = {}): Action {
  const { onError } = useLendview();
  const toast = useToast();
  const defaultText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  // State updates land after the handler returns: the ref closes the gap for a fast double tap.
  const running = useRef(false);
  const locked = useRef(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function run<T>(task: () => Promise<T>, options: RunOptions = {}): Promise<ActionOutcome<T> | undefined> {
    if (running.current || locked.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      const value = await task();
      if (once) {
        locked.current = true;
        if (mounted.current) setDone(true);
      }
      return { ok: true, value };
    } catch (error) {
      onError(error instanceof Error ? error : new Error(String(error)));
      const { errorText } = options;
      const text = typeof errorText === 'function' ? errorText(error) : errorText;
      if (text !== false && mounted.current) toast.show(text ?? defaultText(error));
      return { ok: false, error };
    } finally {
      running.current = false;
      if (mounted.current) setBusy(false);
    }
  }

  return { busy, done, run, isRunning: () => running.current };
}
