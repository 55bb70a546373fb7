import { describe, expect, it } from 'vitest';
import { launchChromium80 } from './support/chromium80';
import { waitFor } from './support/engine';
import { engineSuite } from './support/suite';

const LOAN =
  '/toJanuary?deviceId=dev-1&appVersion=2.4.0&userId=1001&appName=lendview&sessionId=sess-1&clientType=android&productId=1';

describe('Chromium 80 (Android System WebView 80), Kolkata time', () => {
  engineSuite(
    () => launchChromium80({ timeZone: 'Asia/Kolkata' }),
    ({ engine, site }) => {
      describe('below the floor: a script this engine cannot parse (ES2021 `??=`)', () => {
        it.each([
          ['en', 'needs an update', 'Update “Android System WebView” in the Play Store'],
          ['es', 'necesita actualizarse', 'Actualice «Android System WebView» en Play Store'],
        ] as const)(
          '%s: the page says the web view needs an update; Submit shows unavailable and takes no tap',
          async (market, title, how) => {
            site().serveInstead(/\/main-[\w-]+\.js$/, 'let shown; shown ??= 1; export {};');
            try {
              await engine().goto(site().url(`${LOAN}&languageType=${market === 'en' ? 1 : 2}`));
              const notice = await waitFor<string>(
                engine(),
                "document.documentElement.hasAttribute('data-outdated') && document.querySelector('[role=alert].app-outdated').textContent",
              );
              expect(notice).toContain(title);
              expect(notice).toContain(how);
              // The server streams the offer into the page (a cold first render may send its skeleton first).
              await waitFor(engine(), "!!document.querySelector('main button[type=submit]')");
              const submit = "getComputedStyle(document.querySelector('main button[type=submit]'))";
              expect(await engine().eval(`${submit}.pointerEvents + ' ' + ${submit}.opacity`)).toBe('none 0.4');
              await engine().click('main button[type=submit]');
              await new Promise((resolve) => setTimeout(resolve, 300));
              expect(await engine().eval('location.pathname')).toBe('/toJanuary');
            } finally {
              site().serveBuilt();
            }
          },
        );
      });
    },
  );
});
