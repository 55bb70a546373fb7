import type { AppOptions } from './app';
import { isOpenerPolicy, OPENER_POLICIES } from './security';

/** The settings both runtimes read (Node's environment, a Worker's `vars`), all optional. */
export type Env = Partial<Record<(typeof SETTINGS)[number], string>>;

/** Every setting, as docs/deploy.md lists them. */
export const SETTINGS = [
  'API_ORIGIN',
  'LENDVIEW_PUBLIC_ORIGIN',
  'LENDVIEW_ALLOWED_ORIGINS',
  'LENDVIEW_BASE',
  'LENDVIEW_RENDER_BUDGET_MS',
  'LENDVIEW_FRAME_ANCESTORS',
  'LENDVIEW_OPENER_POLICY',
  'LENDVIEW_HOST_SIMULATOR',
  'NODE_ENV',
] as const;

export type AppSettings = Omit<AppOptions, 'runtime' | 'mock'> & {
  /** The bundled mock's test control (`/__mock/*`): never in production. */
  mockControl: boolean;
};

/**
 * The app's options from its settings, the same in Node and in a Worker, or the problems that
 * stop it from starting (a setting that is not what it should be is never guessed at).
 *
 * @example
 * settingsFrom({ API_ORIGIN: 'https://api.lender.example', LENDVIEW_PUBLIC_ORIGIN: 'https://loans.lender.example' })
 */
export function settingsFrom(env: Env): { settings: AppSettings; problems: string[] } {
  const problems: string[] = [];
  const origin = (name: keyof Env, value: string) => {
    try {
      const url = new URL(value);
      if (url.origin !== 'null' && value.replace(/\/$/, '') === url.origin) return url.origin;
    } catch {
      // reported below
    }
    problems.push(`${name} must be an origin (https://host[:port]); got ${value}`);
    return undefined;
  };
  const list = (name: keyof Env) =>
    (env[name] ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .flatMap((value) => origin(name, value) ?? []);
  const apiOrigin = env.API_ORIGIN ? origin('API_ORIGIN', env.API_ORIGIN) : undefined;
  const publicOrigin = env.LENDVIEW_PUBLIC_ORIGIN ? origin('LENDVIEW_PUBLIC_ORIGIN', env.LENDVIEW_PUBLIC_ORIGIN) : undefined;
  const budget = env.LENDVIEW_RENDER_BUDGET_MS ? Number(env.LENDVIEW_RENDER_BUDGET_MS) : undefined;
  if (budget !== undefined && !(Number.isInteger(budget) && budget >= 0 && budget <= 60_000)) {
    problems.push(`LENDVIEW_RENDER_BUDGET_MS must be milliseconds from 0 to 60000; got ${env.LENDVIEW_RENDER_BUDGET_MS}`);
  }
  const openerPolicy = env.LENDVIEW_OPENER_POLICY;
  if (openerPolicy && !isOpenerPolicy(openerPolicy)) {
    problems.push(`LENDVIEW_OPENER_POLICY must be one of ${OPENER_POLICIES.join(', ')}; got ${openerPolicy}`);
  }
  const base = env.LENDVIEW_BASE ?? '/';
  if (!base.startsWith('/')) problems.push(`LENDVIEW_BASE must be a path (/cdn/lendview/) for a server; got ${base}`);
  return {
    problems,
    settings: {
      apiOrigin,
      publicOrigin,
      base,
      // Server links and images may point to the API's origin and to the allowed origins; nowhere else.
      allowedOrigins: [...(apiOrigin ? [apiOrigin] : []), ...list('LENDVIEW_ALLOWED_ORIGINS')],
      renderBudgetMs: budget,
      frameAncestors: env.LENDVIEW_FRAME_ANCESTORS?.split(/\s+/).filter(Boolean),
      openerPolicy: openerPolicy && isOpenerPolicy(openerPolicy) ? openerPolicy : undefined,
      hostSimulator: env.LENDVIEW_HOST_SIMULATOR === '1',
      mockControl: env.NODE_ENV !== 'production',
    },
  };
}
