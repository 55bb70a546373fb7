/** A promise and the two functions that settle it. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T | PromiseLike<T>) => void;
  reject: (reason?: unknown) => void;
}

/**
 * A promise the test settles by hand: a server call or a shell that has not answered yet, held
 * while the test looks at the screen in between. `Promise.withResolvers` does the same from
 * Node 22; the tests run on Node 20.
 *
 * @example
 * const answer = deferred<string>();
 * const api = { ...fake, submitLoan: () => answer.promise };
 * // ... the button is busy while the call runs ...
 * await act(async () => answer.resolve('https://app.lendview.test/next'));
 */
export function deferred<T = void>(): Deferred<T> {
  let resolve!: Deferred<T>['resolve'];
  let reject!: Deferred<T>['reject'];
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
