import { describe } from 'vitest';
import { launchChromium80 } from './support/chromium80';
import { engineSuite } from './support/suite';

describe('Chromium 80 (Android System WebView 80), Kolkata time', () => {
  engineSuite(() => launchChromium80({ timeZone: 'Asia/Kolkata' }));
});
