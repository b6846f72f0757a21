import { Body, Controller, HttpCode, Injectable, Module, Post, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '../../src/platform/config/app-config';
import { ConfigModule } from '../../src/platform/config/config.module';
import { DatabaseModule } from '../../src/platform/database/database.module';
import { ApiExceptionFilter } from '../../src/platform/http/api-exception.filter';
import { Idempotent, IdempotencyModule, IdempotencySweeper } from '../../src/platform/idempotency';
import { JobsModule } from '../../src/platform/jobs';
import { sql } from '../support/sql';
import { createTestDatabase } from '../support/test-database';

/** What the probe routes did, and a gate that holds a request until the test opens it. */
@Injectable()
class Probe {
  created: unknown[] = [];
  failNext = false;
  gate?: { reached: () => void; open: Promise<void> };
}

@Controller('probe')
class ProbeController {
  constructor(private readonly probe: Probe) {}

  @Post('things')
  @HttpCode(201)
  @Idempotent()
  async create(@Body() body: Record<string, unknown>) {
    if (this.probe.gate) {
      this.probe.gate.reached();
      await this.probe.gate.open;
    }
    if (this.probe.failNext) {
      this.probe.failNext = false;
      throw new Error('the database went away');
    }
    this.probe.created.push(body);
    return { id: this.probe.created.length, echo: body };
  }
}

describe('Idempotency-Key on POST routes', () => {
  let app: INestApplication;
  let baseUrl: string;
  let probe: Probe;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    @Module({
      imports: [ConfigModule.forRoot(loadConfig({ NODE_ENV: 'test' })), DatabaseModule.forRoot(database.url), JobsModule, IdempotencyModule],
      controllers: [ProbeController],
      providers: [Probe],
    })
    class ProbeModule {}
    app = await NestFactory.create(ProbeModule, { logger: false });
    app.useGlobalFilters(new ApiExceptionFilter());
    await app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
    probe = app.get(Probe);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  beforeEach(() => {
    probe.created = [];
    probe.failNext = false;
    probe.gate = undefined;
  });

  const post = async (body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${baseUrl}/probe/things`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, replayed: res.headers.get('idempotent-replayed'), body: (await res.json()) as Record<string, unknown> };
  };

  it('replays the first answer to the same key and body, creating one record', async () => {
    const first = await post({ name: 'Ada', amount: 100 }, { 'Idempotency-Key': 'key-replay' });
    const again = await post({ amount: 100, name: 'Ada' }, { 'Idempotency-Key': 'key-replay' });
    expect(first).toMatchObject({ status: 201, replayed: null, body: { id: 1 } });
    expect(again).toEqual({ status: 201, replayed: 'true', body: first.body });
    expect(probe.created).toHaveLength(1);
  });

  it('refuses the same key with another body (422) and creates nothing', async () => {
    await post({ amount: 100 }, { 'Idempotency-Key': 'key-other-body' });
    const other = await post({ amount: 200 }, { 'Idempotency-Key': 'key-other-body' });
    expect(other).toMatchObject({ status: 422, body: { code: 'idempotency_key_reused' } });
    expect(probe.created).toHaveLength(1);
  });

  it('answers 409 to a second request while the first still runs; the first then completes once', async () => {
    let reached!: () => void;
    const atHandler = new Promise<void>((resolve) => (reached = resolve));
    let open!: () => void;
    probe.gate = { reached, open: new Promise<void>((resolve) => (open = resolve)) };
    const first = post({ n: 1 }, { 'Idempotency-Key': 'key-concurrent' });
    await atHandler;
    const second = await post({ n: 1 }, { 'Idempotency-Key': 'key-concurrent' });
    open();
    expect(second).toMatchObject({ status: 409, body: { code: 'idempotency_key_in_use' } });
    expect((await first).status).toBe(201);
    expect(probe.created).toHaveLength(1);
  });

  it('frees the key when the request fails, so a retry runs', async () => {
    probe.failNext = true;
    expect((await post({ n: 2 }, { 'Idempotency-Key': 'key-failure' })).status).toBe(500);
    expect(await post({ n: 2 }, { 'Idempotency-Key': 'key-failure' })).toMatchObject({ status: 201, replayed: null });
    expect(probe.created).toHaveLength(1);
  });

  // That callers are kept apart (two users may send the same key) is proven through the real guards, on a real
  // route: security/cross-user.integration-spec.ts.

  it('without the header every request runs; a malformed key is refused naming the header', async () => {
    await post({ n: 4 });
    await post({ n: 4 });
    expect(probe.created).toHaveLength(2);
    expect(await post({ n: 4 }, { 'Idempotency-Key': 'x'.repeat(256) })).toMatchObject({
      status: 400,
      body: { code: 'invalid_idempotency_key', message: expect.stringContaining('Idempotency-Key') },
    });
  });

  it('expires after 24 hours: an expired key runs again, and the sweep removes expired records', async () => {
    await post({ n: 5 }, { 'Idempotency-Key': 'key-expiry' });
    await sql(database.url, `UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key = 'key-expiry'`);
    expect(await post({ n: 5 }, { 'Idempotency-Key': 'key-expiry' })).toMatchObject({ status: 201, replayed: null });
    expect(probe.created).toHaveLength(2);
    await sql(database.url, `UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key = 'key-expiry'`);
    expect(await app.get(IdempotencySweeper).sweep()).toBeGreaterThanOrEqual(1);
    expect(await sql(database.url, `SELECT id FROM idempotency_keys WHERE key = 'key-expiry'`)).toEqual([]);
  });
});
