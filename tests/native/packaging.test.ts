/**
 * The host kit as mobile teams take it (issue 22): an Android library module with its manifest
 * and R8 rules and no reflection, a Swift package with the host and its XCTest replay, and the
 * Android example's Activity kept through rotations and theme or language changes (point 5).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const android = 'bridge-spec/android';
const ios = 'bridge-spec/ios';

describe('the Android library module', () => {
  it('has the layout Gradle expects, with a README', () => {
    for (const path of ['build.gradle.kts', 'consumer-rules.pro', 'src/main/AndroidManifest.xml', 'README.md'])
      expect(existsSync(join(root, android, path)), path).toBe(true);
    expect(read(`${android}/build.gradle.kts`)).toContain('consumerProguardFiles("consumer-rules.pro")');
    expect(read(`${android}/build.gradle.kts`)).toContain('allWarningsAsErrors.set(true)');
  });

  it('finds nothing by reflection, and keeps the one method the WebView calls by name (point 9)', () => {
    const dir = join(root, android, 'src/main/java/com/lendview/bridge');
    for (const name of readdirSync(dir)) {
      expect(readFileSync(join(dir, name), 'utf8'), name).not.toMatch(
        /declaredMethods|getMethod\(|getDeclaredMethod|Class\.forName|::class\.java|javaClass\.getMethod/,
      );
    }
    expect(read(`${android}/consumer-rules.pro`)).toMatch(
      /-keepclassmembers class com\.lendview\.bridge\.LendviewAndroidInterface \{\s+@android\.webkit\.JavascriptInterface public \*;/,
    );
    expect(read(`${android}/src/main/java/com/lendview/bridge/LendviewWebView.kt`)).toContain(
      'class LendviewAndroidInterface internal constructor',
    );
  });
});

describe('the Swift package', () => {
  it('declares the library and its XCTest replay, at paths that exist', () => {
    const manifest = read(`${ios}/Package.swift`);
    expect(manifest).toContain('.library(name: "LendviewBridge", targets: ["LendviewBridge"])');
    for (const [target, path] of [...manifest.matchAll(/name: "(\w+)",[^)]*?path: "([^"]+)"/gs)].map((m) => [m[1]!, m[2]!])) {
      expect(existsSync(join(root, ios, path)), `${target} at ${path}`).toBe(true);
    }
    expect(manifest).toContain('.testTarget(');
    expect(existsSync(join(root, ios, 'Tests/LendviewBridgeTests/LendviewReplayTests.swift'))).toBe(true);
    expect(manifest).toContain('.iOS(.v14)');
  });
});

describe("the Android example's manifest", () => {
  const manifest = read('examples/android-host/src/main/AndroidManifest.xml');

  it('keeps the Activity through a rotation, dark mode and a language change (point 5)', () => {
    const changes = /android:configChanges="([^"]+)"/.exec(manifest)?.[1]?.split('|') ?? [];
    for (const change of [
      'orientation',
      'screenSize',
      'smallestScreenSize',
      'screenLayout',
      'uiMode',
      'locale',
      'layoutDirection',
    ])
      expect(changes, change).toContain(change);
  });

  it('opts in to predictive back before targetSdk 36 too', () => {
    expect(manifest).toContain('android:enableOnBackInvokedCallback="true"');
  });
});
