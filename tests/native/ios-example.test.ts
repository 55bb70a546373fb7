/**
 * The iOS example (examples/ios-host) cannot be compiled here (no Swift toolchain), so its text is
 * held to the Swift package it uses and to what the screen must do (issue 22, points 2 and 8):
 * names and calls the package declares, the current WebKit signatures, no strong cycle, pause and
 * resume on the app's lifecycle, the leave guard on swipe-back and on a sheet's swipe-down, a
 * `close` that dismisses or pops as the screen came, and page loads that drop the old guard.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const example = readFileSync(join(root, 'examples/ios-host/LendviewViewController.swift'), 'utf8');
const sources = join(root, 'bridge-spec/ios/Sources/LendviewBridge');
const swiftPackage = readdirSync(sources)
  .map((name) => readFileSync(join(sources, name), 'utf8'))
  .join('\n');

/** The body of `func name(` in the example, up to the next line that closes at its indent. */
function method(name: string): string {
  const start = example.search(new RegExp(`\\n    (?:override |@objc private |private )?func ${name}\\(`));
  expect(start, `func ${name}`).toBeGreaterThan(-1);
  return example.slice(start, example.indexOf('\n    }\n', start));
}

describe('the iOS example', () => {
  it('uses only Lendview names the Swift package declares', () => {
    const names = new Set([...example.matchAll(/Lendview\.(\w+)/g)].map((match) => match[1]!));
    expect(names.size).toBeGreaterThan(4);
    for (const name of names)
      expect(swiftPackage, `Lendview.${name}`).toMatch(new RegExp(`(struct|enum|class|func|var|let|typealias) ${name}\\b`));
  });

  it('calls the dispatcher only as the package declares it', () => {
    const calls = new Set([...example.matchAll(/dispatcher\.(\w+)/g)].map((match) => match[1]!));
    expect(calls.size).toBeGreaterThan(6);
    for (const call of calls) expect(swiftPackage, `dispatcher.${call}`).toMatch(new RegExp(`public (func|var) ${call}\\b`));
    expect(example).toContain('try! Lendview.Dispatcher(host: self, allowedOrigins: [Self.pagesOrigin]) { [weak self] script in');
    expect(swiftPackage).toContain(
      'public init(host: any LendviewHost, allowedOrigins: [String], evaluate: @escaping (String) -> Void) throws',
    );
  });

  it('implements LendviewHost methods with the async signatures of the protocol', () => {
    const implemented = [
      ...example.matchAll(/\n {4}(func \w+\(_ payload: Lendview\.\w+\) async throws -> Lendview\.Outcome)/g),
    ].map((match) => match[1]!);
    expect(implemented).toHaveLength(3);
    for (const signature of implemented) expect(swiftPackage).toContain(`    ${signature}\n`);
    // callPhone waits for iOS, and a device without a dialer is the page's error.
    expect(method('callPhone')).toContain('return await UIApplication.shared.open(url) ? .ok : .failed(.failed,');
  });

  it("receives with WebKit's current reply handler type and hands it to the dispatcher as is", () => {
    const signature = 'replyHandler: @escaping @MainActor @Sendable (Any?, String?) -> Void)';
    expect(example.split(signature)).toHaveLength(3);
    expect(example).toContain(
      'dispatcher.receive(body: message.body, origin: text, isMainFrame: message.frameInfo.isMainFrame, reply: replyHandler)',
    );
  });

  it('keeps no strong reference cycle: every escaping closure holds self weakly (point 2)', () => {
    expect(example).toContain('weak var target: WKScriptMessageHandlerWithReply?');
    expect(swiftPackage).toContain('private weak var host: (any LendviewHost)?');
    for (const closure of example.matchAll(
      /(Dispatcher\(.*\)|requestBack|Task \{ @MainActor|style: \.destructive\)) \{ ?(\[[^\]]*\])?/g,
    )) {
      expect(closure[2], closure[0]).toBe('[weak self]');
    }
  });

  it('sends pause and resume when the app leaves and enters the foreground, not only on appear (point 8)', () => {
    const load = method('viewDidLoad');
    for (const name of [
      'UIScene.didEnterBackgroundNotification',
      'UIScene.willEnterForegroundNotification',
      'UIApplication.didEnterBackgroundNotification',
      'UIApplication.willEnterForegroundNotification',
    ])
      expect(load).toContain(name);
    expect(load).toContain('selector: #selector(foregroundChanged(_:))');
    expect(method('foregroundChanged')).toContain('updateShowing()');
    expect(method('updateShowing')).toContain('dispatcher.emit(now ? .resume : .pause)');
    expect(method('viewDidAppear')).toContain('updateShowing()');
    expect(method('viewWillDisappear')).toContain('updateShowing()');
  });

  it('asks first on swipe-back and on a sheet swipe-down while the page holds a leave guard (point 8)', () => {
    expect(method('viewDidAppear')).toContain('navigationController?.interactivePopGestureRecognizer?.delegate = self');
    expect(method('viewDidAppear')).toContain('(navigationController ?? self).presentationController?.delegate = self');
    const swipe = method('gestureRecognizerShouldBegin');
    expect(swipe).toMatch(/guard !dispatcher\.leaveGuarded else \{\s+back\(\)\s+return false/);
    expect(method('presentationControllerShouldDismiss')).toContain('!dispatcher.leaveGuarded');
    expect(method('presentationControllerDidAttemptToDismiss')).toContain('back()');
  });

  it('closes the way the screen came: pops when pushed, dismisses when presented (point 8)', () => {
    expect(method('close')).toContain('dismissOrPop()');
    const leaveTheScreen = method('dismissOrPop');
    expect(leaveTheScreen).toContain('navigation.viewControllers.first !== self');
    expect(leaveTheScreen).toContain('navigation.popViewController(animated: true)');
    expect(leaveTheScreen).toContain('} else if presentingViewController != nil {\n            dismiss(animated: true)');
    expect(example.match(/popViewController|dismiss\(animated/g)).toHaveLength(2);
  });

  it('lets the dispatcher post events (origin-checked in the page) and drops the old guard on a new document', () => {
    expect(example).not.toContain('lendviewReceive');
    expect(example).toContain('self?.webView.evaluateJavaScript(script)');
    expect(method('webView')).toContain('dispatcher.pageStarted()');
    expect(example).toContain('func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)');
    expect(example).toContain('webView.navigationDelegate = self');
  });
});
