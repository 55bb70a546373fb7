import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, openInHost, overrideMock, phonePerTest, SMALL_PHONE, smallTargets } from './support/browser';
import { entry, openScreen, sampleUrl, snap } from './support/screens';

let page: Page;

phonePerTest((fresh) => {
  page = fresh;
});

/** A 1x1 PNG: what a borrower's photo is to the upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const TEXT = {
  en: {
    home: 'Complaints and suggestions',
    all: 'All orders',
    orders: 'Your orders',
    collection: 'Collection',
    topic: 'Calls at night',
    form: 'New complaint',
    describe: 'Describe your problem',
    choose: 'Add image',
    uploaded: 'Upload successful!',
    send: 'Send',
    sent: 'Complaint sent',
    mine: 'My complaints',
    pending: 'Pending',
    details: 'Complaint details',
    image: 'Your image 1, enlarge',
    detail: 'The agent called me at 11 pm and shouted.',
    close: 'Close',
  },
  es: {
    home: 'Quejas y sugerencias',
    all: 'Todos los pedidos',
    orders: 'Sus pedidos',
    collection: 'Cobranza',
    topic: 'Llamadas de noche',
    form: 'Nueva queja',
    describe: 'Describa su problema',
    choose: 'Agregar imagen',
    uploaded: '¡La carga se realizó correctamente!',
    send: 'Enviar',
    sent: 'Queja enviada',
    mine: 'Mis quejas',
    pending: 'Pendientes',
    details: 'Detalle de la queja',
    image: 'Su imagen 1, ampliar',
    detail: 'El agente me llamó a las 11 de la noche y me gritó.',
    close: 'Cerrar',
  },
};

async function heading(p: Page) {
  await p.waitForSelector('main[data-screen]:not(:has([aria-busy="true"]))');
  return p.getByRole('heading', { level: 1 }).textContent();
}

async function accessible(p: Page) {
  expect(await axeViolations(p)).toEqual([]);
  expect(await smallTargets(p)).toEqual([]);
}

describe.each(['en', 'es'] as const)('complaints in the example app (%s)', (market) => {
  const text = TEXT[market];

  it('files a collection complaint with an image, then finds it in My complaints and opens it', async () => {
    await openScreen(page, 'complaint-home', market);
    expect(await heading(page)).toBe(text.home);
    await accessible(page);
    await snap(page, `complaint-home-${market}`);

    // The All overlay lists the orders; the page's order is the selected one.
    await page.getByRole('button', { name: text.all }).click();
    const dialog = page.getByRole('dialog', { name: text.orders });
    expect(await dialog.getByRole('button', { pressed: true }).textContent()).toContain('174');
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, `complaint-home-orders-${market}`);
    await dialog.getByRole('button', { pressed: true }).click();

    await page.getByRole('button', { name: text.collection }).click();
    await snap(page, `complaint-home-topics-${market}`);
    await page.getByRole('button', { name: text.topic }).click();

    await page.waitForURL(/\/complainPageNext\?type=1&subType=102&orderNo=174&/);
    expect(await heading(page)).toBe(text.form);
    await page.getByRole('textbox', { name: text.describe }).fill(text.detail);
    await page.getByLabel(text.choose).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => page.getByText(text.uploaded).count()).toBe(1);
    const image = page.locator('.cf-image');
    expect(await image.getAttribute('src')).toMatch(/\/mock-assets\/uploads\//);
    await accessible(page);
    await snap(page, `complaint-form-${market}`);

    await page.getByRole('button', { name: text.send }).click();
    await page.getByRole('dialog', { name: text.sent }).waitFor();
    await snap(page, `complaint-form-sent-${market}`);
    await page.waitForURL(/\/complaint\?/);
    expect(await heading(page)).toBe(text.home);

    await page.getByRole('link', { name: text.mine }).click();
    await page.waitForURL(/\/complaintList\?/);
    expect(await heading(page)).toBe(text.mine);
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe(text.pending);
    // The newest complaint comes first; earlier tests on this worker's mock may have filed the same text.
    const filed = page
      .getByRole('tabpanel')
      .getByRole('link', { name: new RegExp(text.detail.slice(0, 20)) })
      .first();
    expect(await filed.textContent()).toContain(text.collection);
    await accessible(page);
    await snap(page, `complaint-list-${market}`);

    await filed.click();
    await page.waitForURL(/\/complainDetails\?problemId=/);
    expect(await heading(page)).toBe(text.details);
    expect(await page.getByRole('main').textContent()).toContain(text.detail);
    expect(await page.getByRole('main').textContent()).toContain(text.topic);
    const thumb = page.getByRole('button', { name: text.image }).locator('img');
    expect(await thumb.getAttribute('src')).toMatch(/\/mock-assets\/uploads\//);
    expect(await thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await accessible(page);
    await snap(page, `complaint-details-mine-${market}`);
  });

  it('fits a 320x568 phone on every complaint screen', async () => {
    await page.setViewportSize(SMALL_PHONE);
    const screens = [
      ['complaint-home', ''],
      ['complaint-form', ''],
      ['complaint-list', ''],
      ['complaint-details', ''],
    ] as const;
    for (const [id] of screens) {
      await openScreen(page, id, market);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), id).toBeLessThanOrEqual(320);
      expect(await axeViolations(page), id).toEqual([]);
      expect(await smallTargets(page), id).toEqual([]);
      await snap(page, `${id}-${market}-320`);
    }

    // The order picker: each order (name, number, status) fits inside the dialog, whose Close stays in view.
    await openScreen(page, 'complaint-home', market);
    await page.getByRole('button', { name: text.all }).click();
    const dialog = page.getByRole('dialog', { name: text.orders });
    const outside = await dialog.evaluate((panel) => {
      const edge = panel.getBoundingClientRect();
      return [...panel.querySelectorAll('li *')]
        .filter((el) => el.getBoundingClientRect().right > edge.right - 1)
        .map((el) => el.textContent);
    });
    expect(outside).toEqual([]);
    expect(await dialog.getByRole('button', { name: text.close }).isVisible()).toBe(true);
    const close = await dialog.getByRole('button', { name: text.close }).boundingBox();
    expect(close!.y + close!.height).toBeLessThanOrEqual(568);
    await snap(page, `complaint-orders-${market}-320`);
  });
});

describe('complaints: lists, replies and the rating invitation', () => {
  it('shows 3 images per row in the form', async () => {
    await openScreen(page, 'complaint-form', 'en');
    const files = Array.from({ length: 4 }, (_, i) => ({ name: `p${i}.png`, mimeType: 'image/png', buffer: PNG }));
    await page.getByLabel('Add image').setInputFiles(files);
    await expect.poll(() => page.locator('.cf-image').count()).toBe(4);
    const tops = await page
      .locator('.cf-tile')
      .evaluateAll((tiles) => tiles.map((t) => Math.round(t.getBoundingClientRect().top)));
    expect(tops[0]).toBe(tops[1]);
    expect(tops[1]).toBe(tops[2]);
    expect(tops[3]).toBeGreaterThan(tops[2]!);
    await snap(page, 'complaint-form-images-en');
  });

  it('refreshes My complaints by pulling down with a finger', async () => {
    await openScreen(page, 'complaint-list', 'es');
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: 200, y }],
      });
    const area = page.locator('[data-screen=complaint-list] [data-state]').first();
    await touch('touchStart', 200);
    await touch('touchMove', 230);
    await expect.poll(() => area.getAttribute('data-state')).toBe('pull');
    for (const y of [250, 270, 290, 300]) await touch('touchMove', y);
    await expect.poll(() => area.getAttribute('data-state')).toBe('release');
    await snap(page, 'complaint-list-release-es');
    const reload = page.waitForRequest((request) => request.url().includes('/user-problem/problem-list'));
    await touch('touchEnd', 300);
    await reload;
    await expect.poll(() => area.getAttribute('data-state')).toBe('idle');
  });

  it('shows the handling result and, 3 s later, a rating invitation that asks the native app', async () => {
    const screenUrl = sampleUrl(entry('complaint-details'), 'en');
    const frame = await openInHost(page, screenUrl);
    await frame.getByRole('heading', { name: 'Handling result' }).waitFor();
    const rate = frame.getByRole('button', { name: 'Rate us' });
    await rate.waitFor({ timeout: 6000 });
    await snap(page, 'complaint-details-rating-host');
    await rate.click();
    await expect.poll(() => page.getByRole('log').textContent()).toContain('openRating');
  });

  it('shows the reply in a clean, accessible page at 390 px', async () => {
    await openScreen(page, 'complaint-details', 'es');
    expect(await page.getByRole('heading', { name: 'Resultado de la gestión' }).count()).toBe(1);
    await accessible(page);
    await snap(page, 'complaint-details-es');
  });

  it('lists more than 3 tabs 3 at a time', async () => {
    await overrideMock({
      method: 'POST',
      path: '/exhibits/user-problem/problem-list',
      body: {
        code: 0,
        message: 'ok',
        data: {
          tabs: ['Pending', 'In progress', 'Escalated', 'Resolved', 'Closed'].map((title, i) => ({
            title,
            list: [{ id: i + 1, time: '2025-11-20 09:12', type: 'Repayment', content: `${title} complaint` }],
          })),
        },
      },
    });
    await openScreen(page, 'complaint-list', 'en');
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Pending', 'In progress', 'Escalated']);
    await page.getByRole('button', { name: 'Next tabs' }).click();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Resolved', 'Closed']);
    await accessible(page);
    await snap(page, 'complaint-list-paged-en');
  });
});
