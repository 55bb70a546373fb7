// @vitest-environment node
import { repoRoot } from './include';
import { documentedImports, NOT_EXPORTED, unresolved } from './imports';

/**
 * A path named to users must exist (`@lendview/screens/messages` was named in the provider's
 * JSDoc and its shipped declarations, and did not). Here against the workspace's build, which
 * the root's `node_modules/@lendview/*` links point to; `npm run test:package` repeats it against
 * the packed tarballs.
 */
describe('documented import paths', () => {
  const named = documentedImports();

  it('are found in the docs, the JSDoc and the declarations (run `npm run build` first)', () => {
    expect(named.size).toBeGreaterThan(20);
    expect([...named.keys()]).toContain('@lendview/screens/server');
  });

  it('resolve, each of them', () => {
    const paths = [...named.keys()].filter((path) => !NOT_EXPORTED.includes(path));
    const failed = unresolved(paths, repoRoot).map((path) => `${path} (named in ${named.get(path)})`);
    expect(failed).toEqual([]);
  });

  it('do not resolve where the docs say a path is not exported', () => {
    expect(unresolved(NOT_EXPORTED, repoRoot)).toEqual(NOT_EXPORTED);
  });
});
