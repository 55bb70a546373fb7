/**
 * The W3C WebDriver commands the WebKit suite uses, over plain HTTP (no client library): a
 * session, navigation, scripts, element taps and typing, key actions, window size, screenshots.
 */
export interface WebDriverSession {
  /** The browser's version, as the session reports it. */
  version: string;
  navigate(url: string): Promise<void>;
  /** Runs `return (<expression>)` in the page. */
  execute<T>(expression: string): Promise<T>;
  /** The element an expression returns (a WebDriver element reference), or `null`. */
  element(expression: string): Promise<string | null>;
  click(element: string): Promise<void>;
  sendKeys(element: string, text: string): Promise<void>;
  /** Keys pressed in order and released in reverse (`['\uE008', '\uE004']` is Shift+Tab). */
  chord(keys: string[]): Promise<void>;
  setWindowSize(width: number, height: number): Promise<void>;
  screenshot(): Promise<Buffer>;
  delete(): Promise<void>;
}

/** The key W3C WebDriver names an element reference by. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export class WebDriverError extends Error {}

async function command<T>(url: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new WebDriverError(`${method} ${new URL(url).pathname}: ${value.error}: ${value.message}`);
  return value;
}

/** A new session on the WebDriver server at `server` with these `alwaysMatch` capabilities. */
export async function newSession(server: string, capabilities: object): Promise<WebDriverSession> {
  const { sessionId, capabilities: granted } = await command<{ sessionId: string; capabilities: { browserVersion?: string } }>(
    `${server}/session`,
    'POST',
    { capabilities: { alwaysMatch: capabilities } },
  );
  const at = (path: string) => `${server}/session/${sessionId}${path}`;
  return {
    version: granted.browserVersion ?? '',
    async navigate(url) {
      await command(at('/url'), 'POST', { url });
    },
    execute: (expression) => command(at('/execute/sync'), 'POST', { script: `return (${expression});`, args: [] }),
    async element(expression) {
      const found = await command<Record<string, string> | null>(at('/execute/sync'), 'POST', {
        script: `return (${expression});`,
        args: [],
      });
      return found?.[ELEMENT] ?? null;
    },
    async click(element) {
      await command(at(`/element/${element}/click`), 'POST', {});
    },
    async sendKeys(element, text) {
      await command(at(`/element/${element}/value`), 'POST', { text });
    },
    async chord(keys) {
      const actions = [
        ...keys.map((value) => ({ type: 'keyDown', value })),
        ...keys.reverse().map((value) => ({ type: 'keyUp', value })),
      ];
      await command(at('/actions'), 'POST', { actions: [{ type: 'key', id: 'keyboard', actions }] });
      await command(at('/actions'), 'DELETE');
    },
    async setWindowSize(width, height) {
      await command(at('/window/rect'), 'POST', { width, height });
    },
    screenshot: async () => Buffer.from(await command<string>(at('/screenshot'), 'GET'), 'base64'),
    async delete() {
      await command(at(''), 'DELETE');
    },
  };
}
