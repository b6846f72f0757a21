import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

const root = resolve(__dirname, '../../../..');
const main = join(root, 'dist/api/apps/api/src/main.js');

/** The built process as `npm start` runs it: embedded PostgreSQL, migrations, then a clean stop on SIGTERM. */
describe('the API process', () => {
  const varDir = mkdtempSync(join(tmpdir(), 'huron-process-'));
  chmodSync(varDir, 0o755);
  afterAll(() => rmSync(varDir, { recursive: true, force: true }));

  function start(env: Record<string, string>) {
    if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` first (npm test does)`);
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', VAR_DIR: varDir, WEB_DIST: '/nonexistent', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const listening = new Promise<number>((resolvePort, reject) => {
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const entry = JSON.parse(line) as { msg?: string; port?: number };
        if (entry.msg === 'listening' && entry.port) resolvePort(entry.port);
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code} before listening`)));
    });
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    return { child, listening, exited };
  }

  it('starts the embedded database, serves, and stops it on SIGTERM', async () => {
    const server = start({});
    const port = await server.listening;
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(existsSync(join(varDir, 'postgres', 'postmaster.pid'))).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // PostgreSQL removes its pid file only after a clean shutdown.
    expect(existsSync(join(varDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });

  it('refuses to start with a bad setting, naming the variable', async () => {
    const child = spawn(process.execPath, [main], { env: { ...process.env, PORT: 'eighty', VAR_DIR: varDir }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((r) => child.once('exit', r));
    expect(code).not.toBe(0);
    expect(stderr).toContain('PORT');
  });
});
