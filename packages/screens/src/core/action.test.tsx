import { ApiError } from '@lendview/api';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred } from '@tests/support/deferred';
import { renderScreen } from '@tests/support/render';
import { useState } from 'react';
import { Screen } from '../ui';
import { useAction, type ActionOutcome, type RunOptions } from './action';

interface SendProps {
  task: () => Promise<string>;
  options?: RunOptions;
  once?: boolean;
  outcomes: (ActionOutcome<string> | undefined)[];
}

function Send({ task, options, once, outcomes }: SendProps) {
  const action = useAction({ once });
  return (
    <>
      <button type="button" onClick={() => void action.run(task, options).then((outcome) => outcomes.push(outcome))}>
        Send
      </button>
      <p>
        {action.busy ? 'busy' : 'idle'}
        {action.done ? ', done' : ''}
      </p>
    </>
  );
}

/** The action inside a screen (its toast region), with a way to take it off the page. */
function Page(props: SendProps) {
  const [shown, setShown] = useState(true);
  return (
    <Screen name="action-test" catalogs={{ en: {}, es: {} }} css="" fallback={null}>
      {shown && <Send {...props} />}
      <button type="button" onClick={() => setShown(false)}>
        Leave
      </button>
    </Screen>
  );
}

function setup(task: () => Promise<string>, options?: RunOptions, once?: boolean) {
  const outcomes: (ActionOutcome<string> | undefined)[] = [];
  const spy = vi.fn(task);
  const rendered = renderScreen(<Page task={spy} options={options} once={once} outcomes={outcomes} />);
  const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));
  const toast = () => screen.getByRole('status').textContent;
  return { ...rendered, task: spy, outcomes, send, toast };
}

describe('useAction', () => {
  it('runs one task at a time: a second call while one runs starts nothing and returns undefined', async () => {
    const call = deferred<string>();
    const { task, outcomes, send } = setup(() => call.promise);
    await send();
    expect(screen.getByText('busy')).toBeInTheDocument();
    await send();
    expect(task).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual([undefined]);
    await act(async () => call.resolve('sent'));
    expect(outcomes).toEqual([undefined, { ok: true, value: 'sent' }]);
    expect(screen.getByText('idle')).toBeInTheDocument();
    await send();
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('reports a failure to onError and toasts the server’s words; the outcome carries the error', async () => {
    const refusal = new ApiError('rejected', 'Card not supported', { code: '7' });
    const { onError, outcomes, send, toast } = setup(() => Promise.reject(refusal));
    await send();
    expect(onError).toHaveBeenCalledExactlyOnceWith(refusal);
    expect(toast()).toBe('Card not supported');
    expect(outcomes).toEqual([{ ok: false, error: refusal }]);
    expect(screen.getByText('idle')).toBeInTheDocument();
  });

  it('toasts the borrower’s words for a network failure', async () => {
    const { send, toast } = setup(() => Promise.reject(new ApiError('network', 'fetch failed')));
    await send();
    expect(toast()).toBe('No connection. Check your internet and try again.');
  });

  it('takes a per-call text, fixed or made from the error (undefined: the default words)', async () => {
    const fixed = setup(() => Promise.reject(new ApiError('network', 'x')), { errorText: 'Processing failed.' });
    await fixed.send();
    expect(fixed.toast()).toBe('Processing failed.');
    fixed.unmount();

    const made = setup(() => Promise.reject(new ApiError('rejected', 'Limit reached')), {
      errorText: (error) => (error instanceof ApiError && error.code === '9' ? 'Nine' : undefined),
    });
    await made.send();
    expect(made.toast()).toBe('Limit reached');
  });

  it('errorText false: the failure is reported but not toasted (the caller shows it)', async () => {
    const { onError, send, toast } = setup(() => Promise.reject(new ApiError('timeout', 'slow')), { errorText: false });
    await send();
    expect(onError).toHaveBeenCalledOnce();
    expect(toast()).toBe('');
  });

  it('reports a thrown non-Error as an Error', async () => {
    const { onError, send } = setup(() => Promise.reject('boom'));
    await send();
    expect(onError.mock.calls[0]![0]).toBeInstanceOf(Error);
    expect(onError.mock.calls[0]![0].message).toBe('boom');
  });

  it('once: stays locked after a success, and unlocks after a failure', async () => {
    let fail = true;
    const { task, send } = setup(() => (fail ? Promise.reject(new Error('no')) : Promise.resolve('ok')), {}, true);
    await send();
    expect(screen.getByText('idle')).toBeInTheDocument();
    fail = false;
    await send();
    expect(screen.getByText('idle, done')).toBeInTheDocument();
    await send();
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('after the screen is left mid-call, a failure is still reported, with no toast and no React warning', async () => {
    const call = deferred<string>();
    const warn = vi.spyOn(console, 'error');
    const { onError, send, toast } = setup(() => call.promise);
    await send();
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await act(async () => call.reject(new ApiError('network', 'gone')));
    expect(onError).toHaveBeenCalledOnce();
    expect(toast()).toBe('');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
