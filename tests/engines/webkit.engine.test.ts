import { describe, expect, it } from 'vitest';
import { waitFor } from './support/engine';
import { live, engineSuite } from './support/suite';
import { launchWebKit } from './support/webkit';

const SESSION = 'deviceId=dev-1&appVersion=2.4.0&userId=1001&appName=lendview&sessionId=sess-1&clientType=android';

describe('WebKit (WebKitGTK, the engine family of iOS), Mexico City time', () => {
  engineSuite(
    () => launchWebKit({ timeZone: 'America/Mexico_City' }),
    ({ engine, site }) => {
      it('keeps Shift+Tab inside a dialog (WebKit sends it as key "Unidentified", code "Tab")', async () => {
        await engine().goto(site().url(`/mottoesWith?${SESSION}&productId=1&orderId=174&languageType=1`));
        await live(engine(), 'loan-details');
        await engine().click('main .lv-button-primary');
        const stops =
          "Array.prototype.filter.call(document.querySelectorAll('dialog[open] button, dialog[open] a[href]'), function (e) { return e.getClientRects().length > 0; })";
        await waitFor(engine(), `${stops}.length > 0 && ${stops}[0] === document.activeElement`);
        await engine().shiftTab();
        expect(await engine().eval(`${stops}[${stops}.length - 1] === document.activeElement`)).toBe(true);
      });

      it('below the floor: no live screen 10 s after the app script ran, the page says (in iOS words) the web view needs an update', async () => {
        site().serveInstead(/\/main-[\w-]+\.js$/, 'export {};');
        try {
          await engine().goto(
            site().url(
              `/hereBureau?${SESSION}&mobilePhone=5512345678&merchantNumber=M01&productId=1&orderId=174&withholdingAmount=1200&languageType=2`,
            ),
          );
          const notice = await waitFor<string>(
            engine(),
            "document.documentElement.hasAttribute('data-outdated') && document.querySelector('.app-outdated').textContent",
            14_000,
          );
          expect(notice).toContain('Actualice iOS en Configuración');
          expect(await engine().eval("getComputedStyle(document.querySelector('main button')).pointerEvents")).toBe('none');
        } finally {
          site().serveBuilt();
        }
      });
    },
  );
});
