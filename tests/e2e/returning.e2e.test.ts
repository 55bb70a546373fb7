import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, axeViolations, openInHost, overrideMock, phonePerTest } from './support/browser';
import { entry, sampleUrl, snap } from './support/screens';

let page: Page;

phonePerTest((fresh) => {
  page = fresh;
});

/** How many times the mock API was asked for `path` (its log of the last 100 requests). */
async function calls(path: string): Promise<number> {
  const log = (await (await fetch(appUrl('/__mock/requests'))).json()) as { path: string }[];
  return log.filter((request) => request.path.endsWith(path)).length;
}

/** A sample address with its session id replaced. */
const withSession = (id: string, market: 'en' | 'es', sessionId: string) =>
  sampleUrl(entry(id), market).replace('sessionId=sess-1', `sessionId=${sessionId}`);

describe('back in the app: screens that show server state refresh it on resume', () => {
  it.each([
    ['instalment-repayment', '/v3/installment/loan-play-detail'],
    ['extension', '/v3/installment/loan-play-delay-detail'],
    ['repayment-instructions', '/v3/loan-details/generate-vcode'],
    ['card-repayment', '/repayment-way'],
    ['complaint-home', '/user-problem/problem-init'],
    ['complaint-details', '/user-problem/problem-detail'],
    ['customer-service', '/user-problem/get-whatsapp'],
  ])('%s asks the API again', async (id, path) => {
    await openInHost(page, sampleUrl(entry(id), 'en'));
    const before = await calls(path);
    await page.getByRole('button', { name: 'Send resume' }).click();
    await expect.poll(() => calls(path)).toBe(before + 1);
  });

  it('customer service shows the number the lender changed meanwhile', async () => {
    const frame = await openInHost(page, sampleUrl(entry('customer-service'), 'es'));
    await frame.getByRole('button', { name: /Teléfono/ }).waitFor();
    await overrideMock({
      method: 'POST',
      path: '/exhibits/user-problem/get-whatsapp',
      body: { code: 0, message: 'success', data: { phone: '', va: '1800 555 0199', email: 'soporte@lendview.mx' } },
    });
    await page.getByRole('button', { name: 'Send resume' }).click();
    await expect.poll(() => frame.getByRole('button', { name: /Teléfono/ }).textContent()).toContain('1800 555 0199');
  });
});

describe('a session that ended (HTTP 401)', () => {
  it('asks the shell to log out once and says the session ended, without Try again', async () => {
    const frame = await openInHost(page, withSession('loan-details', 'en', 'expired'));
    const alert = frame.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Your session has ended. Please sign in again.');
    expect(await frame.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    const log = page.getByRole('log');
    await expect.poll(() => log.textContent()).toContain('logout {"reason":"sessionExpired"}');
    await page.getByRole('button', { name: 'Send resume' }).click();
    await page.waitForTimeout(300);
    expect((await log.textContent())!.split('logout').length - 1).toBe(1);
  });

  it.each(['en', 'es'] as const)(
    'without a shell, says the session ended and to sign in again (%s), accessible',
    async (market) => {
      await page.goto(appUrl(withSession('card-repayment', market, 'expired')));
      const alert = page.getByRole('alert');
      await expect
        .poll(() => alert.textContent())
        .toContain(
          market === 'en' ? 'Your session has ended. Please sign in again.' : 'Su sesión ha terminado. Inicie sesión de nuevo.',
        );
      expect(await axeViolations(page)).toEqual([]);
      await snap(page, `session-ended-${market}`);
    },
  );
});
