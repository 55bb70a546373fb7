// @vitest-environment node
import { ESLint } from 'eslint';
import { join } from 'node:path';

/**
 * The layering rule of `eslint.config.js` is real: each case lints a few lines as if they were a
 * file at `path` and expects the boundary rule to refuse (or accept) the import.
 */
const root = join(import.meta.dirname, '../..');
// The probes are not files of the TypeScript project, so the type-aware parsing of shipped
// files (the engine floor's rules) is off for them: the layering rule needs no types.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});
const src = 'packages/screens/src';
// Joined so this file never spells a path that looks like one leaving the repository.
const sharedFromUi = ['..', 'shared', 'promotion'].join('/');

async function errorsOf(rule: string, path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}
const boundaryErrors = (path: string, code: string) => errorsOf('boundaries/dependencies', path, code);

// The first lint loads the TypeScript parser and the plugins: slow on a loaded machine.
describe('layers: screens -> shared -> ui -> core', { timeout: 60_000 }, () => {
  it('refuses an import from ui into core', async () => {
    const errors = await boundaryErrors(
      `${src}/core/probe.ts`,
      "import { Busy } from '../ui/Busy';\nexport const probe = Busy;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/"core" to elements of type "ui"/)]);
  });

  it('refuses a screen importing another screen', async () => {
    const errors = await boundaryErrors(
      `${src}/screens/download/probe.ts`,
      "import { useRegistration } from '../registration/useRegistration';\nexport const probe = useRegistration;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuses ui importing the shared tier or a screen', async () => {
    const errors = await boundaryErrors(
      `${src}/ui/probe.ts`,
      `import { promotionOf } from '${sharedFromUi}';\nimport { Download } from '../screens/download/Download';\nexport const probe = [promotionOf, Download];\n`,
    );
    expect(errors).toHaveLength(2);
  });

  it('accepts a screen importing shared, ui, core and its own files', async () => {
    const errors = await boundaryErrors(
      `${src}/screens/download/probe.ts`,
      [
        "import { promotionOf } from '../../shared/promotion';",
        "import { Busy } from '../../ui';",
        "import { formatMoney } from '../../core/format';",
        "import { css } from './styles';",
        'export const probe = [promotionOf, Busy, formatMoney, css];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('refuses a screen or the shared tier importing a ui file past the ui index', async () => {
    const deep = "import { Field } from '../../ui/Field';\nexport const probe = Field;\n";
    const index = "import { Field } from '../../ui';\nexport const probe = Field;\n";
    expect(await errorsOf('no-restricted-imports', `${src}/screens/download/probe.ts`, deep)).toHaveLength(1);
    expect(await errorsOf('no-restricted-imports', `${src}/shared/official/probe.ts`, deep)).toHaveLength(1);
    expect(await errorsOf('no-restricted-imports', `${src}/screens/download/probe.ts`, index)).toEqual([]);
  });
});
