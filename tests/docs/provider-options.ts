/**
 * The provider's options as a Markdown table, read from their one source: `LendviewProviderProps`
 * and what it extends (`LendviewConfig`, `HostCallbacks`), with each prop's JSDoc and
 * `@defaultValue`, the same text an editor shows from the package's declarations.
 */
import { join } from 'node:path';
import ts from 'typescript';

// Not `repoRoot` from `include.ts`, which imports this file while it runs (`npm run docs`).
const repoRoot = join(import.meta.dirname, '../..');
const SOURCE = join(repoRoot, 'packages/screens/src/core/provider.tsx');

export function providerOptionsTable(): string {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(repoRoot, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  )!;
  const program = ts.createProgram([SOURCE], config.options);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SOURCE)!;
  const props = source.statements.find(
    (node): node is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(node) && node.name.text === 'LendviewProviderProps',
  )!;
  const rows = checker
    .getPropertiesOfType(checker.getTypeAtLocation(props.name))
    .filter((prop) => prop.name !== 'children')
    .map((prop) => {
      const declaration = prop.declarations![0] as ts.PropertySignature;
      const required = !(prop.flags & ts.SymbolFlags.Optional);
      const type = declaration.type!.getText().replace(/\s+/g, ' ');
      const what = ts.displayPartsToString(prop.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim();
      const fallback = prop.getJsDocTags(checker).find((tag) => tag.name === 'defaultValue');
      const defaultValue = fallback ? ts.displayPartsToString(fallback.text).trim() : required ? 'required' : '';
      if (!what) throw new Error(`LendviewProviderProps.${prop.name} has no JSDoc: the docs' table is made from it`);
      return { required, cells: [`\`${prop.name}\``, code(type), what, defaultValue] };
    });
  const ordered = [...rows.filter((row) => row.required), ...rows.filter((row) => !row.required)];
  return [
    '| prop | type | what | default |',
    '|---|---|---|---|',
    ...ordered.map((row) => `| ${row.cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`),
  ].join('\n');
}

const code = (text: string) => `\`${text}\``;
