import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { startApiProcess, stopApiProcess, type ApiProcess } from './api-process';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
import { SmtpSink } from './smtp-sink';
import { createEmptyDatabase, createTestDatabase } from './test-database';

export const REPLICA_BUCKET = 'client-documents';

export interface ReplicaPair {
  database: { name: string; url: string; drop(): Promise<void> };
  smtp: SmtpSink;
  proxy: RoundRobinProxy;
  /** The settings both processes run with (production's: shared APP_SECRET, DATABASE_URL, SMTP, S3). */
  env: Record<string, string>;
  /** The processes behind the proxy, in the proxy's order (`processes[0]` is A). */
  processes: ApiProcess[];
  /** A temporary VAR_DIR of its own (removed by close()). */
  varDir(name: string): Promise<string>;
  /**
   * A rolling restart's step, as Kubernetes does it: the proxy takes process `index` out of its rotation and lets it
   * answer what it was given (endpoint removal and the preStop pause), then SIGTERM, its exit code awaited; the
   * process starts again with the same settings and goes back behind the proxy once it listens (readiness).
   */
  restart(index: number): Promise<number | null>;
  close(): Promise<void>;
}

/**
 * Two API processes (separate operating-system processes) on one PostgreSQL and one S3 store (s3rver), with an SMTP
 * sink, behind a round-robin proxy, with production's settings. Both start at the same moment (each migrates under
 * the advisory lock); `empty: true` gives them a database with no schema yet, so both race to migrate it.
 */
export async function startReplicaPair(
  options: {
    empty?: boolean;
    env?: Record<string, string>;
    /** A database of the caller's (not dropped by close()) instead of a fresh one. */
    database?: { name: string; url: string };
    /** How many processes (2). */
    count?: number;
  } = {},
): Promise<ReplicaPair> {
  const dirs: string[] = [];
  const varDir = async (name: string) => {
    const dir = await mkdtemp(join(tmpdir(), `replica-${name}-`));
    dirs.push(dir);
    return dir;
  };
  const given = options.database;
  const database = given ? { ...given, drop: async () => undefined } : options.empty ? await createEmptyDatabase() : await createTestDatabase();
  const smtp = await SmtpSink.start();
  const s3Dir = await varDir('s3rver');
  const s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir });
  const { port } = await s3rver.run();
  const s3 = new S3Client({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await s3.send(new CreateBucketCommand({ Bucket: REPLICA_BUCKET }));
  s3.destroy();
  const proxy = await startRoundRobinProxy();
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    STRIPE_TEST_MODE_IN_PRODUCTION: 'true',
    APP_SECRET: 'one-secret-shared-by-every-replica-000000',
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    S3_BUCKET: REPLICA_BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    PUBLIC_URL: proxy.url,
    TRUST_PROXY: 'true',
    AUTH_STAFF_REQUIRE_AAL2: 'false',
    ...options.env,
  };
  const varDirs: string[] = [];
  for (let i = 0; i < (options.count ?? 2); i++) varDirs.push(await varDir(String.fromCharCode(97 + i)));
  const processes = await Promise.all(varDirs.map((dir) => startApiProcess({ ...env, VAR_DIR: dir })));
  proxy.upstreams = processes.map((p) => p.baseUrl);
  const pair: ReplicaPair = {
    database,
    smtp,
    proxy,
    env,
    processes,
    varDir,
    async restart(index) {
      await proxy.drain(index);
      const code = await stopApiProcess(processes[index]);
      processes[index] = await startApiProcess({ ...env, VAR_DIR: varDirs[index]! });
      proxy.upstreams[index] = processes[index]!.baseUrl;
      proxy.restore(index);
      return code;
    },
    async close() {
      await Promise.all(processes.map((p) => p.close()));
      await proxy.close();
      await s3rver.close();
      await smtp.close();
      await database.drop();
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    },
  };
  return pair;
}
