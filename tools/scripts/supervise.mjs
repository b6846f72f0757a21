// Runs a server process and starts it again whenever it exits on its own: 0.5 s after the first exit, doubling up
// to 30 s between attempts, back to 0.5 s once it has stayed up for a minute (the same rule as the embedded
// PostgreSQL's supervisor), except after a configuration error (exit code 78). One JSON log line per exit and restart. SIGINT or SIGTERM is passed on to the
// server once, and the supervisor ends when the server has stopped.
// As a command: node tools/scripts/supervise.mjs <command> [args...]
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { prettyLine, prettyStream } from './pretty-logs.mjs';

/** main.ts exits with EX_CONFIG on a bad setting: starting it again cannot help. */
const CONFIG_ERROR_EXIT_CODE = 78;

export const BACKOFF = { initialMs: 500, maxMs: 30_000, healthyAfterMs: 60_000 };

const logLine = (level, msg, fields) => process.stdout.write(`${JSON.stringify({ level, time: Date.now(), context: 'Supervisor', msg, ...fields })}\n`);

/**
 * Resolves with the exit code the supervisor should end with, once a stop signal has stopped the server.
 * `pretty`: the server's JSON log lines and the supervisor's own are printed readably (pretty-logs.mjs), for a terminal.
 */
export function supervise(command, args, { backoff = BACKOFF, log: givenLog, signals = process, pretty = false } = {}) {
  const log =
    givenLog ??
    (pretty
      ? (level, msg, fields) =>
          process.stdout.write(`${prettyLine(JSON.stringify({ level, time: Date.now(), context: 'Supervisor', msg, ...fields }), { colour: true })}\n`)
      : logLine);
  return new Promise((resolveDone) => {
    let child;
    let startedAt = 0;
    let nextDelayMs = backoff.initialMs;
    let restartTimer;
    let stopping;

    const start = () => {
      startedAt = Date.now();
      // Its own process group: a terminal's Ctrl-C reaches the supervisor only, which passes it on exactly once.
      child = spawn(command, args, { stdio: ['inherit', pretty ? 'pipe' : 'inherit', 'inherit'], detached: true });
      if (pretty) prettyStream(child.stdout, process.stdout, { colour: true });
      child.on('error', (error) => log(50, 'API server could not be started', { err: error.message }));
      child.on('exit', (code, signal) => {
        child = undefined;
        if (stopping) return resolveDone(code ?? 0);
        if (code === CONFIG_ERROR_EXIT_CODE) {
          log(50, 'API server refused its configuration; not restarting it', { code });
          return resolveDone(code);
        }
        const upForMs = Date.now() - startedAt;
        if (upForMs >= backoff.healthyAfterMs) nextDelayMs = backoff.initialMs;
        const delayMs = nextDelayMs;
        nextDelayMs = Math.min(nextDelayMs * 2, backoff.maxMs);
        log(40, 'API server exited; restarting it', { code, signal, upForMs, restartInMs: delayMs });
        restartTimer = setTimeout(() => {
          log(30, 'API server restarting', {});
          start();
        }, delayMs);
      });
    };

    for (const name of ['SIGINT', 'SIGTERM']) {
      signals.on(name, () => {
        if (stopping) return;
        stopping = name;
        clearTimeout(restartTimer);
        if (child) child.kill(name);
        else resolveDone(0);
      });
    }
    start();
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    process.stderr.write('usage: node tools/scripts/supervise.mjs <command> [args...]\n');
    process.exit(64);
  }
  supervise(command, args).then((code) => process.exit(code));
}
