// `npm run bench -- signatures`: the time to render one engagement letter (pdf-lib, embedded Noto subsets; English and
// Arabic) and seal it (audit-trail page, PAdES signature with the firm's RSA-2048 key), in process on the compiled API, without and with an RFC 3161
// timestamp from a local `openssl ts` responder. Prints numbers; asserts nothing.
import { execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const RUNS = 30;

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A local RFC 3161 TSA: openssl ts -reply behind a tiny HTTP server (the same as the integration specs'). */
async function localTsa() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tsa-'));
  const config = join(dir, 'tsa.cnf');
  writeFileSync(
    config,
    `[ req ]\ndistinguished_name = dn\nprompt = no\n[ dn ]\nCN = Bench TSA\n[ tsa_ext ]\nbasicConstraints = CA:FALSE\nkeyUsage = critical, digitalSignature\nextendedKeyUsage = critical, timeStamping\n[ tsa ]\ndefault_tsa = t\n[ t ]\nserial = ${dir}/serial\nsigner_cert = ${dir}/tsa.crt\nsigner_key = ${dir}/tsa.key\nsigner_digest = sha256\ndefault_policy = 1.2.3.4.1\ndigests = sha256\naccuracy = secs:1\ness_cert_id_alg = sha256\n`,
  );
  writeFileSync(join(dir, 'serial'), '01\n');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-config',
      config,
      '-extensions',
      'tsa_ext',
      '-keyout',
      join(dir, 'tsa.key'),
      '-out',
      join(dir, 'tsa.crt'),
    ],
    { stdio: 'ignore' },
  );
  let n = 0;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const id = ++n;
      writeFileSync(join(dir, `q${id}`), Buffer.concat(chunks));
      const child = spawn('openssl', ['ts', '-reply', '-config', config, '-queryfile', join(dir, `q${id}`), '-out', join(dir, `r${id}`)], { stdio: 'ignore' });
      child.on('exit', (code) => (code === 0 ? res.end(readFileSync(join(dir, `r${id}`))) : res.writeHead(500).end()));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => (server.close(), rmSync(dir, { recursive: true, force: true })) };
}

export async function benchSignatures({ root }) {
  const require = createRequire(import.meta.url);
  const dist = (file) => require(join(root, 'dist/api/apps/api/src/modules/signatures', file));
  const { renderLetter, sealDocument } = dist('signature-pdf.js');
  const { letterText } = dist('letter-catalogue.js');
  const { identityFromP12, PadesSigner } = dist('pades-signer.js');
  const { selfSignedP12 } = dist('signing-certificate.js');
  const identity = identityFromP12(selfSignedP12('Bench signer', 'bench'), 'bench');
  const mark = {
    role: 'taxpayer',
    name: 'Casey Client',
    typedName: 'Casey Client',
    email: 'casey@example.com',
    authentication: 'password',
    ip: '127.0.0.1',
    userAgent: 'bench',
    consentVersion: 'bench',
  };

  async function once(signer, t) {
    const started = performance.now();
    const letter = await renderLetter(
      { clientName: 'Casey Client', taxYear: 2025, kind: 'individual', scope: 'Federal and Michigan returns', fee: '$350.00', createdAt: new Date() },
      t,
    );
    const rendered = performance.now();
    const { signed } = await sealDocument(
      letter,
      { requestId: 'bench', title: 'Engagement letter', signers: [{ ...mark, signedAt: new Date() }], sealedAt: new Date() },
      signer,
      t,
    );
    return { render: rendered - started, total: performance.now() - started, bytes: signed.length };
  }

  const rows = [];
  const measure = async (label, signer, t = letterText('en')) => {
    await once(signer, t); // warm-up (the fonts are read and parsed once per process)
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await once(signer, t));
    rows.push({
      name: `render letter (${label})`,
      value: percentile(
        runs.map((r) => r.render),
        50,
      ).toFixed(1),
      unit: 'ms p50',
      note: `${RUNS} runs`,
    });
    rows.push({
      name: `render + seal (${label})`,
      value: percentile(
        runs.map((r) => r.total),
        50,
      ).toFixed(1),
      unit: 'ms p50',
      note: `p95 ${percentile(
        runs.map((r) => r.total),
        95,
      ).toFixed(1)} ms`,
    });
    rows.push({ name: `signed PDF size (${label})`, value: Math.round(runs[0].bytes / 1024), unit: 'KiB' });
  };
  await measure('no timestamp', new PadesSigner(identity));
  await measure('Arabic, no timestamp', new PadesSigner(identity), letterText('ar'));
  const tsa = await localTsa();
  try {
    await measure('local openssl ts', new PadesSigner(identity, tsa.url));
  } finally {
    tsa.close();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await benchSignatures({ root: join(import.meta.dirname, '../..') }));
}
