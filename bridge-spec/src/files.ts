/** Every generated file of bridge-spec/, in memory: `generate.ts` writes them, `spec.test.ts` compares them. */
import { schemaDocuments } from './json-schema';
import { renderKotlin } from './kotlin';
import { renderKotlinHost } from './kotlin-host';
import { renderKotlinReplay } from './kotlin-replay';
import { renderReference } from './reference';
import { renderSwift } from './swift';
import { renderSwiftHost, renderSwiftReplay } from './swift-host';
import { NATIVE_TO_WEB, WEB_TO_NATIVE } from './vectors';

/** The folders whose every file is generated: a file there that is not generated is stale. */
export const GENERATED_DIRS = ['schema', 'vectors', 'kotlin', 'swift'] as const;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The generated files by path relative to `bridge-spec/`.
 *
 * @example
 * for (const [path, text] of Object.entries(generatedFiles())) writeFileSync(join(root, path), text);
 */
export function generatedFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [name, document] of Object.entries(schemaDocuments())) files[`schema/${name}.json`] = json(document);
  files['vectors/web-to-native.json'] = json(WEB_TO_NATIVE);
  files['vectors/native-to-web.json'] = json(NATIVE_TO_WEB);
  files['kotlin/LendviewBridge.kt'] = renderKotlin();
  files['kotlin/LendviewHost.kt'] = renderKotlinHost();
  files['kotlin/test/LendviewReplayTest.kt'] = renderKotlinReplay();
  files['swift/LendviewBridge.swift'] = renderSwift();
  files['swift/LendviewHost.swift'] = renderSwiftHost();
  files['swift/Tests/LendviewReplayTests.swift'] = renderSwiftReplay();
  files['REFERENCE.md'] = renderReference();
  return files;
}
