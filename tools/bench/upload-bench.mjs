// Upload numbers for `npm run bench`: encryption alone (the compiled cipher, in process) and POST /api/uploads end to
// end (multipart parse, type check, encryption, write to VAR_DIR/uploads, row insert), in MB/s of plaintext; then the
// server's resident memory before and at its peak during PARALLEL uploads of 15 MB at once (uploads stream to
// storage, so the peak should not grow with the files' size). Target for the end-to-end figure: >= 50 MB/s.
// Returns rows for run.mjs; asserts nothing. Alone: `node tools/bench/upload-bench.mjs` (starts its own server).
import { readFileSync } from 'node:fs';
import { setInterval, clearInterval } from 'node:timers';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const FILE_MB = Number(process.env.BENCH_UPLOAD_FILE_MB ?? 10);
const PARALLEL = Number(process.env.BENCH_UPLOAD_PARALLEL ?? 10);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 30);
const CONCURRENCY = Number(process.env.BENCH_UPLOAD_CONCURRENCY ?? 2);
const MB = 1024 * 1024;
const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

function pdfOf(megabytes) {
  const body = Buffer.alloc(megabytes * MB, 0x20);
  Buffer.from('%PDF-1.7\n').copy(body);
  return body;
}

function cipherThroughput(root, document) {
  const require = createRequire(import.meta.url);
  const { encryptDocument, decryptDocument, newDataKey } = require(join(root, 'dist/api/apps/api/src/modules/uploads/document-cipher.js'));
  const key = newDataKey();
  const id = '6f1c1a52-3b0e-4c1e-9d4f-0a7b2c3d4e5f';
  const runs = 20;
  let sealed;
  let started = performance.now();
  for (let i = 0; i < runs; i++) sealed = encryptDocument(key, id, document);
  const encrypt = (runs * document.length) / MB / ((performance.now() - started) / 1000);
  started = performance.now();
  for (let i = 0; i < runs; i++) decryptDocument(key, id, sealed);
  const decrypt = (runs * document.length) / MB / ((performance.now() - started) / 1000);
  return { encrypt, decrypt };
}

async function uploadOnce(baseUrl, document) {
  const form = new FormData();
  form.append('file', new Blob([document]), 'bench.pdf');
  const res = await fetch(`${baseUrl}/api/uploads`, { method: 'POST', body: form });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
}

/** Resident memory of `pid` in MB, from /proc (Linux only). */
function residentMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** RSS before, and the highest RSS sampled every 10 ms while PARALLEL uploads of 15 MB run at once. */
async function parallelMemory(baseUrl, pid) {
  if (!pid || residentMb(pid) === undefined) return undefined;
  const document = pdfOf(15).subarray(0, 15_000_000);
  const before = residentMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid) ?? 0)), 10);
  try {
    await Promise.all(Array.from({ length: PARALLEL }, () => uploadOnce(baseUrl, document)));
  } finally {
    clearInterval(sampler);
  }
  return { before, peak: Math.max(peak, residentMb(pid) ?? 0) };
}

export async function benchUploads({ baseUrl, root, serverPid }) {
  const document = pdfOf(FILE_MB);
  const cipher = cipherThroughput(root, document);
  await uploadOnce(baseUrl, document); // warm-up
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < UPLOADS) await uploadOnce(baseUrl, document);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const memory = await parallelMemory(baseUrl, serverPid);
  return [
    { name: 'AES-256-GCM encrypt (64 KiB chunks, in process)', value: round(cipher.encrypt), unit: 'MB/s', note: `${FILE_MB} MB document` },
    { name: 'AES-256-GCM decrypt (in process)', value: round(cipher.decrypt), unit: 'MB/s' },
    {
      name: 'POST /api/uploads end to end',
      value: round((UPLOADS * FILE_MB) / seconds),
      unit: 'MB/s',
      note: `${UPLOADS} x ${FILE_MB} MB, ${CONCURRENCY} at a time; target >= 50`,
    },
    ...(memory
      ? [
          { name: 'server resident memory before parallel uploads', value: round(memory.before), unit: 'MB' },
          {
            name: `server resident memory at peak, ${PARALLEL} x 15 MB at once`,
            value: round(memory.peak),
            unit: 'MB',
            note: `+${round(memory.peak - memory.before)} MB`,
          },
        ]
      : []),
  ];
}

// Alone: a production server of its own (the build must exist), the per-address upload limits lifted.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startProductionServer } = await import('./server.mjs');
  const root = join(import.meta.dirname, '../..');
  const server = await startProductionServer(root, { UPLOAD_RATE_LIMIT_PER_HOUR: '1000000', UPLOAD_UNCLAIMED_MB_PER_ADDRESS: '1000000' });
  try {
    console.table(await benchUploads({ baseUrl: server.baseUrl, root, serverPid: server.pid }));
  } finally {
    await server.stop();
  }
}
