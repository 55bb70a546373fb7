/**
 * Taps again, once, the control the borrower tapped while the server's page was not yet live
 * (index.html marks it `data-early-tap`). Hydration kept the server's elements, so it is the one
 * they saw. The tap waits until the page is idle: the screen's inner parts (each Suspense
 * boundary) hydrate after the screen itself, and a tap on a part not yet live is lost (a checkbox
 * would change under a state the app never saw).
 */
export function replayEarlyTap(): void {
  const control = document.querySelector<HTMLElement>('[data-early-tap]');
  if (!control) return;
  control.removeAttribute('data-early-tap');
  whenIdle(() => {
    if (control.isConnected) control.click();
  });
}

/** Runs `run` once the page is idle (WebKit has no `requestIdleCallback`: 200 ms later there). */
export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run);
  else setTimeout(run, 200);
}
