import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const MODULE = join(__dirname, 'pretty-logs.mjs');

/** Pipes `input` through prettyStream in a real Node process (the module is ESM, as `npm start` loads it). */
function pretty(input: string, colour = false): string[] {
  const script = `import(${JSON.stringify(MODULE)}).then(({ prettyStream }) => prettyStream(process.stdin, process.stdout, { colour: ${colour} }))`;
  const run = spawnSync(process.execPath, ['-e', script], { input, encoding: 'utf8' });
  expect(run.status).toBe(0);
  return run.stdout.split('\n').slice(0, -1);
}

describe('pretty-logs (npm start on a terminal)', () => {
  it('prints a JSON log line as time, level, context, message and the other fields', () => {
    const time = Date.UTC(2026, 10, 27, 9, 1, 2, 123);
    const lines = pretty(
      [
        JSON.stringify({ level: 30, time, context: 'Database', msg: 'migrations applied', applied: ['A1', 'B2'] }),
        JSON.stringify({ level: 40, time, requestId: 'abc-123', method: 'GET', path: '/api/x', status: 404, ms: 1.5, msg: 'request' }),
        JSON.stringify({ level: 50, time, msg: 'failed', err: 'two words' }),
      ].join('\n') + '\n',
    );
    expect(lines).toEqual([
      '09:01:02.123 INFO  [Database] migrations applied  applied=["A1","B2"]',
      '09:01:02.123 WARN  request  requestId=abc-123 method=GET path=/api/x status=404 ms=1.5',
      '09:01:02.123 ERROR failed  err="two words"',
    ]);
  });

  it('passes anything that is not a JSON object through unchanged, and colours levels when asked', () => {
    expect(pretty('Start-up failed: Error: boom\n[1,2]\n')).toEqual(['Start-up failed: Error: boom', '[1,2]']);
    expect(pretty(`${JSON.stringify({ level: 30, time: 0, msg: 'listening' })}\n`, true)).toEqual(['00:00:00.000 \u001b[32mINFO \u001b[39m listening']);
  });
});
