import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findScript, PHONE, type Engine } from './engine';
import { newSession } from './webdriver';

/** Debian's WebKitGTK browser for automation (package webkit2gtk-driver brings its driver). */
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** An iPhone on iOS 14 (the floor): the page picks the iOS wording of its update notice by it. */
const USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 14_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Mobile/15E148 Safari/604.1';

/** MiniBrowser's GTK toolbar keeps its window 447 px or wider; this lets it shrink to a phone's width. */
const NARROW_GTK = '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 4px; }';

/**
 * WebKit (WebKitGTK's MiniBrowser, the engine family of iOS's WKWebView) driven by
 * WebKitWebDriver over W3C WebDriver, in its own Xvfb display (MiniBrowser has no headless
 * mode), at 390x844 CSS pixels.
 */
export async function launchWebKit({ timeZone }: { timeZone: string }): Promise<Engine> {
  const processes: ChildProcess[] = [];
  const home = mkdtempSync(join(tmpdir(), 'lendview-webkit-'));
  const stop = () => {
    for (const child of processes.reverse()) child.kill();
    rmSync(home, { recursive: true, force: true });
  };
  try {
    mkdirSync(join(home, 'gtk-3.0'));
    writeFileSync(join(home, 'gtk-3.0/gtk.css'), NARROW_GTK);
    const display = await startXvfb(processes);
    const port = await freePort();
    const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
      env: { ...process.env, DISPLAY: display, TZ: timeZone, XDG_CONFIG_HOME: home },
      stdio: 'ignore',
    });
    processes.push(driver);
    const server = `http://127.0.0.1:${port}`;
    await until(() => fetch(`${server}/status`).then((response) => response.ok), 'WebKitWebDriver did not start');
    const session = await newSession(server, {
      browserName: 'MiniBrowser',
      pageLoadStrategy: 'normal',
      // With `binary` set the driver passes no arguments of its own: `--automation` is needed.
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', `--user-agent=${USER_AGENT}`] },
    });
    // The window's frame takes part of its height: set it, measure, set it again.
    await session.setWindowSize(PHONE.width, PHONE.height);
    const inner = await session.execute<number>('innerHeight');
    await session.setWindowSize(PHONE.width, PHONE.height + (PHONE.height - inner));
    const element = async (selector: string, text?: string) => {
      const found = await session.element(findScript(selector, text));
      if (!found) throw new Error(`WebKit: no ${selector}${text ? ` with "${text}"` : ''}`);
      return found;
    };
    return {
      name: `WebKit (WebKitGTK ${session.version})`,
      goto: (url) => session.navigate(url),
      eval: (expression) => session.execute(expression),
      click: async (selector, text) => session.click(await element(selector, text)),
      type: async (selector, text) => session.sendKeys(await element(selector), text),
      shiftTab: () => session.chord(['\uE008', '\uE004']),
      screenshot: async (file) => writeFileSync(file, await session.screenshot()),
      async close() {
        await session.delete().catch(() => undefined);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/** A new X display on a free number (Xvfb picks it and writes it to file descriptor 3). */
async function startXvfb(processes: ChildProcess[]): Promise<string> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  processes.push(xvfb);
  const number = await new Promise<string>((resolve, reject) => {
    let text = '';
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.trim());
    });
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}): apt-get install xvfb`)));
  });
  return `:${number}`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function until(ready: () => Promise<boolean>, failure: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await ready().catch(() => false))) {
    if (Date.now() > end) throw new Error(failure);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
