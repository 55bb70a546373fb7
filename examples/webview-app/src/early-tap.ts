declare global {
  interface Window {
    /** The last button tapped before the screen was live (kept by index.html). */
    lendviewEarlyTap?: HTMLElement;
  }
}

/**
 * Taps again, once, the button the borrower tapped while the server's page was not yet live:
 * the screen has hydrated (its handlers are attached) and hydration kept the server's elements,
 * so the button is the one they saw. A button the screen has since removed is left alone. The tap
 * waits for a task of its own: a click dispatched while React is still in its commit is not seen.
 */
export function replayEarlyTap(): void {
  const button = window.lendviewEarlyTap;
  if (!button) return;
  delete window.lendviewEarlyTap;
  button.removeAttribute('data-pending');
  setTimeout(() => {
    if (button.isConnected) button.click();
  });
}
