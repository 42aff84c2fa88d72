import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  /** The address it listens on (127.0.0.1). */
  url: string;
  /** The address people use: http://localhost:PORT (WebAuthn refuses IP addresses as site names). */
  publicUrl: string;
  output: () => string;
  stop(): Promise<number | null>;
}

/** A TCP port that is free right now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server as its own process on a free port and resolves once it listens. `entry` picks the
 * built server (what `npm start` runs) or the TypeScript source (no build needed).
 */
export async function startServer(
  env: Record<string, string>,
  { entry = 'source', timeoutMs = 60_000 }: { entry?: 'source' | 'built' | 'worker'; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  return launch({ ...env, PORT: port, PUBLIC_URL: publicUrl }, publicUrl, entry, timeoutMs);
}

function launch(
  env: Record<string, string>,
  publicUrl: string,
  entry: 'source' | 'built' | 'worker',
  timeoutMs: number,
): Promise<ServerProcess> {
  const args =
    entry === 'built'
      ? ['--enable-source-maps', path.join(root, 'dist/server/main.js')]
      : ['--import', 'tsx', path.join(root, entry === 'worker' ? 'src/server/worker.ts' : 'src/server/main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'info', PAYMENTS: 'sandbox', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  // Keep the tail only: a long-running server under load logs every request.
  const capture = (d: Buffer) => {
    out += d;
    if (out.length > 256_000) out = out.slice(-128_000);
  };
  child.stdout!.on('data', capture);
  child.stderr!.on('data', capture);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${out}`)), timeoutMs);
    const onData = () => {
      const match = /listening on (http:\/\/[^\s"]+)|(render worker started)/.exec(out);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve({
        child,
        url: match[1] ?? '',
        publicUrl,
        output: () => out,
        async stop() {
          if (child.exitCode === null) child.kill('SIGTERM');
          return exited;
        },
      });
    };
    child.stdout!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`server exited with code ${code} before listening:\n${out}`), { code, out }));
    });
  });
}
