import { execSync, fork, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createMockApi } from '../../examples/webview-app/server/mock';
import { freePort, workerd } from '../workerd/support';

/** The servers and the API of `npm run load` (`run.ts`), each process measured from /proc. */

const TICKS = Number(execSync('getconf CLK_TCK').toString()) || 100;

/** One server under test: where it answers, its process, and its memory. */
export interface Runtime {
  name: string;
  url: string;
  leaveUrl: string;
  pid: number;
  /** After a full garbage collection when `collected`. */
  memory(): Promise<{ rss: number; heap?: number; collected: boolean }>;
  close(): Promise<void>;
}

/** The API: the mock, silent for `userId=hung`; counts the silent calls still open. */
export async function startApi() {
  const mock = createMockApi({ control: false });
  const hung = new Set<ServerResponse>();
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (/[?&]userId=hung\b/.test(req.url ?? '')) {
      hung.add(res);
      res.on('close', () => hung.delete(res));
      return;
    }
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([, v]) => typeof v === 'string')) as Record<
      string,
      string
    >;
    const body = req.method === 'GET' ? undefined : Buffer.concat(chunks);
    const answer = await mock.request(req.url ?? '/', { method: req.method, headers, body });
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    open: () => hung.size,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** CPU time (user + system, ms) and resident memory (MB) of a process, from /proc. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
}
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
function children(name: string): number[] {
  return readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      return stat.includes(`(${name})`) && ppid === process.pid ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}

export async function startNode(apiOrigin: string, budgets: [number, number]): Promise<Runtime> {
  const child: ChildProcess = fork(join(import.meta.dirname, 'node-server.ts'), {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: {
      ...process.env,
      API_ORIGIN: apiOrigin,
      LOAD_BUDGETS: budgets.join(','),
      TSX_TSCONFIG_PATH: join(import.meta.dirname, 'tsconfig.json'),
    },
  });
  const { urls } = await new Promise<{ urls: string[] }>((resolve) =>
    child.once('message', (m) => resolve(m as { urls: string[] })),
  );
  return {
    name: `Node ${process.version}`,
    url: urls[0]!,
    leaveUrl: urls[1]!,
    pid: child.pid!,
    async memory() {
      child.send('gc');
      const { heap } = await new Promise<{ heap: number }>((resolve) =>
        child.once('message', (m) => resolve(m as { heap: number })),
      );
      return { rss: rssMb(child.pid!), heap: heap / 2 ** 20, collected: true };
    },
    close: async () => {
      child.kill();
    },
  };
}

export async function startWorkerd(apiOrigin: string, [budget, leaveBudget]: [number, number]): Promise<Runtime> {
  const start = async (budget: number) => {
    const known = new Set(children('workerd'));
    const { worker } = workerd({ API_ORIGIN: apiOrigin, LENDVIEW_RENDER_BUDGET_MS: String(budget) }, await freePort());
    const url = (await worker.ready).origin;
    const pid = children('workerd').find((p) => !known.has(p));
    if (!pid) throw new Error('the workerd process was not found');
    return { worker, url, pid };
  };
  const main = await start(budget);
  const leave = await start(leaveBudget);
  const version = JSON.parse(readFileSync(join(import.meta.dirname, '../../node_modules/workerd/package.json'), 'utf8')) as {
    version: string;
  };
  return {
    name: `workerd ${version.version} (Miniflare)`,
    url: main.url,
    leaveUrl: leave.url,
    pid: main.pid,
    // No collection can be asked of workerd from here: its resident memory grows until its
    // own collector runs (the platform bounds each isolate), so it is reported, not judged.
    memory: async () => ({ rss: rssMb(main.pid), collected: false }),
    close: async () => {
      await Promise.all([main.worker.dispose(), leave.worker.dispose()]);
    },
  };
}
