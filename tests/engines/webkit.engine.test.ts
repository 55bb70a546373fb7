import { describe } from 'vitest';
import { launchWebKit } from './support/webkit';
import { engineSuite } from './support/suite';

describe('WebKit (WebKitGTK, the engine family of iOS), Mexico City time', () => {
  engineSuite(() => launchWebKit({ timeZone: 'America/Mexico_City' }));
});
