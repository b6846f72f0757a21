// Starts the production build (the same command and flags as `npm start` runs) on a free port with a throw-away VAR_DIR.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A free port below the kernel's ephemeral range, so the server's own outgoing connections cannot hold it. */
export async function freePort() {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    const free = await new Promise((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port');
}

export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not become ready`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function startProductionServer(root, env = {}) {
  const port = await freePort();
  const varDir = mkdtempSync(join(tmpdir(), 'huron-bench-'));
  chmodSync(varDir, 0o755);
  // BENCH_CPU_PROFILE_DIR=<dir>: each server writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--enable-source-maps', 'dist/api/apps/api/src/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      VAR_DIR: varDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      STRIPE_TEST_MODE_IN_PRODUCTION: 'true',
      SINGLE_PROCESS_IN_PRODUCTION: 'true',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/api/health`);
  return {
    baseUrl,
    varDir,
    pid: child.pid,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(varDir, { recursive: true, force: true });
    },
  };
}
