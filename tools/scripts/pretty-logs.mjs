// Development only: the server's JSON log lines (pino) made readable on a terminal, e.g.
//   09:01:02.123 INFO  [Database] migrations applied  applied=["x"]
//   09:01:03.456 WARN  request  requestId=5f0c... method=GET path=/api/x status=404 ms=1.2
// Lines that are not JSON pass through unchanged. `npm start` uses it when its output is a terminal and LOG_FORMAT is
// not `json`; production and every other caller keep the JSON lines.
import { createInterface } from 'node:readline';

const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const COLOURS = { 10: 90, 20: 90, 30: 32, 40: 33, 50: 31, 60: 35 };

function value(v) {
  return typeof v === 'string' && !/\s/.test(v) && v !== '' ? v : JSON.stringify(v);
}

/** One JSON log line as one readable line; anything else as it was. */
export function prettyLine(text, { colour = false } = {}) {
  let entry;
  try {
    entry = JSON.parse(text);
  } catch {
    return text;
  }
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return text;
  const { level, time, context, msg, ...fields } = entry;
  const stamp = typeof time === 'number' ? new Date(time).toISOString().slice(11, 23) : '';
  let name = (LEVELS[level] ?? String(level ?? '')).padEnd(5);
  if (colour && COLOURS[level]) name = `\u001b[${COLOURS[level]}m${name}\u001b[39m`;
  const rest = Object.entries(fields).map(([k, v]) => `${k}=${value(v)}`);
  return [stamp, name, context ? `[${context}]` : '', msg ?? '', rest.length ? ` ${rest.join(' ')}` : ''].filter((part) => part !== '').join(' ');
}

/** Copies `input` to `output` line by line, each made readable. */
export function prettyStream(input, output, options) {
  createInterface({ input, crlfDelay: Infinity }).on('line', (line) => output.write(`${prettyLine(line, options)}\n`));
}
