import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, phonePerTest } from './support/browser';
import { entry, sampleUrl } from './support/screens';

let page: Page;

phonePerTest((fresh) => {
  page = fresh;
});

/** React DOM arrives 3 s after the page: a slow phone, where the server's form shows long before it is live. */
const slowReactDom = () =>
  page.route(/\/assets\/react-dom-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });

const live = () => page.waitForFunction(() => document.documentElement.dataset.interactive !== undefined);

describe('text typed before the page is live', () => {
  it('registration: the mobile number typed while the scripts arrive is still there, and used, once live', async () => {
    await slowReactDom();
    // `goto` of the app waits until the page is live: type meanwhile.
    const loading = page.goto(appUrl(sampleUrl(entry('registration'), 'en')));
    const mobile = page.getByLabel('Mobile number');
    await mobile.waitFor();
    await mobile.pressSequentially('98765 43210');
    expect(await page.getAttribute('html', 'data-interactive')).toBeNull();
    await loading;
    await live();
    await expect.poll(() => mobile.inputValue()).toBe('9876543210');
    // A render of the form (typing in another field) must not bring the server's empty value back.
    await page.getByLabel('Image captcha', { exact: true }).fill('ABCD');
    expect(await mobile.inputValue()).toBe('9876543210');
    await page.getByRole('button', { name: 'Get my loan' }).click();
    expect(await page.getByText(/Please enter the mobile number correctly/).count()).toBe(0);
  });

  it('complaint form: the description typed early is kept, and the draft survives a reload until sent', async () => {
    await slowReactDom();
    const address = appUrl(sampleUrl(entry('complaint-form'), 'en'));
    const loading = page.goto(address);
    const text = page.getByRole('textbox', { name: 'Describe your problem' });
    await text.waitFor();
    await text.pressSequentially('Charged twice');
    await loading;
    await live();
    // Typed again once the page is idle.
    await expect.poll(() => text.inputValue()).toBe('Charged twice');

    // Android ends the web view while the borrower picks an image; the page loads again.
    await page.unroute(/\/assets\/react-dom-[\w-]+\.js$/);
    await text.fill('Charged twice in May');
    await page.reload();
    await live();
    await expect.poll(() => text.inputValue()).toBe('Charged twice in May');
    await page.getByText('Your unsent complaint is back.').waitFor();

    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('dialog', { name: 'Complaint sent' }).waitFor();
    await page.goto(address);
    await live();
    expect(await text.inputValue()).toBe('');
  });
});
