import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const SUPERVISE = join(__dirname, 'supervise.mjs');

/** A stand-in server: exits with `crashCode` on its first `crashes` starts, then serves until a signal stops it. */
const SERVER = `
const { readFileSync, writeFileSync } = require('node:fs');
const [counter, crashes, crashCode] = process.argv.slice(2);
const starts = Number(readFileSync(counter, 'utf8') || '0') + 1;
writeFileSync(counter, String(starts));
if (starts <= Number(crashes)) process.exit(Number(crashCode));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => { console.log(JSON.stringify({ msg: 'stopped cleanly', signal })); process.exit(0); });
console.log(JSON.stringify({ msg: 'serving', starts }));
setInterval(() => undefined, 1000);
`;

function superviseStandIn(crashes: number, crashCode: number) {
  const dir = mkdtempSync(join(tmpdir(), 'supervise-'));
  writeFileSync(join(dir, 'server.cjs'), SERVER);
  writeFileSync(join(dir, 'starts'), '');
  const child = spawn(process.execPath, [SUPERVISE, process.execPath, join(dir, 'server.cjs'), join(dir, 'starts'), String(crashes), String(crashCode)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: Record<string, unknown>[] = [];
  const waiters: { test: (line: Record<string, unknown>) => boolean; resolve: () => void }[] = [];
  createInterface({ input: child.stdout! }).on('line', (text) => {
    const line = JSON.parse(text) as Record<string, unknown>;
    lines.push(line);
    for (const waiter of waiters.filter((w) => w.test(line))) waiter.resolve();
  });
  // 'close', not 'exit': every line the server and supervisor wrote has been read by then.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const seen = (msg: string) =>
    new Promise<void>((resolve) => (lines.some((l) => l['msg'] === msg) ? resolve() : waiters.push({ test: (l) => l['msg'] === msg, resolve })));
  return { child, lines, exited, seen, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('tools/scripts/supervise.mjs (what npm start runs the API server under)', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'restarts a crashed server with doubling back-off, logging each exit and restart; %s stops it cleanly',
    async (signal) => {
      const run = superviseStandIn(2, 70);
      try {
        await run.seen('serving');
        const supervisorLines = run.lines.filter((l) => l['context'] === 'Supervisor').map((l) => [l['msg'], l['code'] ?? null, l['restartInMs'] ?? null]);
        expect(supervisorLines).toEqual([
          ['API server exited; restarting it', 70, 500],
          ['API server restarting', null, null],
          ['API server exited; restarting it', 70, 1000],
          ['API server restarting', null, null],
        ]);
        expect(run.lines.find((l) => l['msg'] === 'serving')).toMatchObject({ starts: 3 });
        run.child.kill(signal);
        expect(await run.exited).toBe(0);
        expect(run.lines.at(-1)).toEqual({ msg: 'stopped cleanly', signal });
      } finally {
        run.child.kill('SIGKILL');
        run.cleanup();
      }
    },
    20_000,
  );

  it('does not restart a server that refused its configuration (exit code 78)', async () => {
    const run = superviseStandIn(1, 78);
    try {
      expect(await run.exited).toBe(78);
      expect(run.lines.map((l) => l['msg'])).toEqual(['API server refused its configuration; not restarting it']);
    } finally {
      run.cleanup();
    }
  }, 20_000);
});
