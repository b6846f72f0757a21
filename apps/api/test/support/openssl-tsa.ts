import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface LocalTsa {
  url: string;
  /** Requests answered so far. */
  answered: () => number;
  close: () => Promise<void>;
}

/**
 * A real RFC 3161 time-stamping authority for tests: a tiny HTTP server that hands each query to `openssl ts -reply`
 * with a throw-away self-signed TSA certificate (extended key usage timeStamping, critical).
 */
export async function startLocalTsa(): Promise<LocalTsa> {
  const dir = await mkdtemp(join(tmpdir(), 'tsa-'));
  const config = join(dir, 'tsa.cnf');
  await writeFile(
    config,
    [
      '[ req ]',
      'distinguished_name = dn',
      'prompt = no',
      '[ dn ]',
      'CN = Test TSA',
      '[ tsa_ext ]',
      'basicConstraints = CA:FALSE',
      'keyUsage = critical, digitalSignature',
      'extendedKeyUsage = critical, timeStamping',
      '[ tsa ]',
      'default_tsa = tsa_config',
      '[ tsa_config ]',
      `dir = ${dir}`,
      'serial = $dir/serial',
      'signer_cert = $dir/tsa.crt',
      'signer_key = $dir/tsa.key',
      'signer_digest = sha256',
      'default_policy = 1.2.3.4.1',
      'digests = sha256, sha384, sha512',
      'accuracy = secs:1',
      'ordering = no',
      'tsa_name = no',
      'ess_cert_id_chain = no',
      'ess_cert_id_alg = sha256',
      '',
    ].join('\n'),
  );
  await writeFile(join(dir, 'serial'), '01\n');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '30',
    '-config',
    config,
    '-extensions',
    'tsa_ext',
    '-keyout',
    join(dir, 'tsa.key'),
    '-out',
    join(dir, 'tsa.crt'),
  ]);
  let count = 0;
  let queue = Promise.resolve();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      // One at a time: openssl keeps the serial number in a file.
      queue = queue.then(async () => {
        const n = ++count;
        const query = join(dir, `q${n}.tsq`);
        const reply = join(dir, `r${n}.tsr`);
        await writeFile(query, Buffer.concat(chunks));
        try {
          await run('openssl', ['ts', '-reply', '-config', config, '-queryfile', query, '-out', reply]);
          res.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(await readFile(reply));
        } catch (error) {
          res.writeHead(500).end(String(error));
        }
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tsa`,
    answered: () => count,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
