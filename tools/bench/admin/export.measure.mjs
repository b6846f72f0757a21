// The CSV export of all tax intakes: seconds, and how far the server's resident memory rose above where it was
// (streamed page by page, it should stay flat).
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { round } from './common.mjs';

const memoryKib = (pid, field) => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? NaN);

async function exportAll(baseUrl, token, serverPid) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/admin/tax-intakes/export.csv`, { headers: { authorization: `Bearer ${token}` } });
  let bytes = 0;
  let rssPeak = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    rssPeak = Math.max(rssPeak, memoryKib(serverPid, 'VmRSS'));
  }
  return { seconds: (performance.now() - started) / 1000, bytes, rssPeak };
}

export async function measure({ baseUrl, token, serverPid, rows }) {
  const rssBefore = memoryKib(serverPid, 'VmRSS');
  const first = await exportAll(baseUrl, token, serverPid);
  const second = await exportAll(baseUrl, token, serverPid);
  return [
    {
      name: `CSV export of ${rows.toLocaleString('en-US')} tax intakes`,
      value: round(first.seconds),
      unit: 's',
      note: `${round(first.bytes / 1024 / 1024)} MiB streamed`,
    },
    {
      name: 'server resident memory, peak during the first and the second export',
      value: `+${round((first.rssPeak - rssBefore) / 1024)} / +${round((second.rssPeak - rssBefore) / 1024)}`,
      unit: 'MiB above before',
      note: `VmRSS ${round(rssBefore / 1024)} MiB before, sampled per chunk from /proc. V8 grows its heap lazily: NODE_OPTIONS=--max-old-space-size=72 npm run bench -- admin shows what the export really keeps`,
    },
  ];
}
