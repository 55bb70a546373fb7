import { join } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');

/** Type-checks one file with the project's compiler options, minus ambient test types. */
function typeErrors(file: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  )!;
  const program = ts.createProgram([file], { ...config.options, types: [], lib: ['lib.es2023.d.ts'], noEmit: true });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where =
      d.file && d.start !== undefined
        ? `${d.file.fileName.slice(root.length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1} `
        : '';
    return `${where}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

describe('the TypeBox source and packages/bridge/src/messages.ts', () => {
  it('have equal types (bridge-spec/types.check.ts type-checks)', () => {
    expect(typeErrors(join(import.meta.dirname, 'types.check.ts'))).toEqual([]);
  }, 60_000);
});
