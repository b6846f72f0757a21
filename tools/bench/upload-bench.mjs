// Upload numbers for `npm run bench`: encryption alone (the compiled cipher, in process) and POST /api/uploads end to
// end (multipart parse, type check, encryption, write to VAR_DIR/uploads, row insert), in MB/s of plaintext.
// Target for the end-to-end figure: >= 50 MB/s. Returns rows for run.mjs; asserts nothing.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const FILE_MB = Number(process.env.BENCH_UPLOAD_FILE_MB ?? 10);
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

export async function benchUploads({ baseUrl, root }) {
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
  return [
    { name: 'AES-256-GCM encrypt (64 KiB chunks, in process)', value: round(cipher.encrypt), unit: 'MB/s', note: `${FILE_MB} MB document` },
    { name: 'AES-256-GCM decrypt (in process)', value: round(cipher.decrypt), unit: 'MB/s' },
    { name: 'POST /api/uploads end to end', value: round((UPLOADS * FILE_MB) / seconds), unit: 'MB/s', note: `${UPLOADS} x ${FILE_MB} MB, ${CONCURRENCY} at a time; target >= 50` },
  ];
}
