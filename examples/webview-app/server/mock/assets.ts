import type { Hono } from 'hono';
import { escapeHtml } from '../html';
import type { MockState } from './state';

/**
 * `/mock-assets/*`: uploaded complaint images served back, and the payment page that the
 * scenarios' `h5Url` and the card flow's huichao `url` point to (a stand-in for the payment
 * provider's site).
 */
export function mountAssets(app: Hono, state: MockState): void {
  app.get('/mock-assets/uploads/:id', (c) => {
    const upload = state.uploads.get(c.req.param('id'));
    if (!upload) return c.text('Not found', 404);
    return c.body(upload.bytes, 200, { 'Content-Type': upload.type, 'Cache-Control': 'no-store' });
  });
  app.get('/mock-assets/pay.html', (c) => {
    const params = new URL(c.req.url).searchParams;
    const order = escapeHtml(params.get('orderId') ?? '');
    const amount = escapeHtml(params.get('amount') ?? '');
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Payment provider (mock)</title></head><body style="font-family:sans-serif;padding:24px">
<h1>Payment provider (mock)</h1><p>Order <strong>${order}</strong>${amount ? `, amount <strong>${amount}</strong>` : ''}.</p>
<p>This page stands in for the payment provider's site.</p></body></html>`);
  });
  app.all('/mock-assets/*', (c) => c.text('Not found', 404));
}
