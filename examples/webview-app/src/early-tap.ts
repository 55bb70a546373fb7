/**
 * What the borrower did on the server's page before it was live, done again once the screen is:
 * text typed into its fields, then the last control tapped (index.html records both). The replay
 * waits until the page is idle: the screen's inner parts (each Suspense boundary) hydrate after
 * the screen itself, and input to a part not yet live is lost.
 */
export function replayEarlyInput(): void {
  const control = document.querySelector<HTMLElement>('[data-early-tap]');
  control?.removeAttribute('data-early-tap');
  whenIdle(async () => {
    // Rare (typing on a page not yet live), so its code loads only then.
    if (document.querySelector('[data-early-text]'))
      // A failed download leaves the field as the borrower sees it; the tap still follows.
      await import('./early-text').then(
        ({ replayEarlyText }) => replayEarlyText(),
        () => undefined,
      );
    // Tapped once, the control the borrower saw (hydration kept the server's elements).
    if (control?.isConnected) control.click();
  });
}

/** Runs `run` once the page is idle (WebKit has no `requestIdleCallback`: 200 ms later there). */
export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run);
  else setTimeout(run, 200);
}
