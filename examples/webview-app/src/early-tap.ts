declare global {
  interface Window {
    /** The last control tapped before the screen was live (kept by index.html). */
    lendviewEarlyTap?: HTMLElement;
  }
}

/**
 * Taps again, once, the control the borrower tapped while the server's page was not yet live.
 * Hydration kept the server's elements, so it is the one they saw (one the screen has since
 * removed is left alone). The tap waits until the page is idle: the screen's inner parts (each
 * Suspense boundary) hydrate after the screen itself, and a tap on a part not yet live is lost
 * (a checkbox would change under a state the app never saw).
 */
export function replayEarlyTap(): void {
  const control = window.lendviewEarlyTap;
  if (!control) return;
  delete window.lendviewEarlyTap;
  control.removeAttribute('data-pending');
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
  whenIdle(() => {
    if (control.isConnected) control.click();
  });
}
