import { startTestApp, type TestApp } from '../support/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is ready (200) while the database answers', async () => {
    const res = await fetch(`${t.baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ status: 'ok', checks: { database: 'up' } });
  });

  it('reports liveness without touching the database', async () => {
    const res = await fetch(`${t.baseUrl}/api/health/live`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 while the database is down, and liveness stays 200', async () => {
    await t.database.drop();
    const res = await fetch(`${t.baseUrl}/api/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unavailable', checks: { database: 'down' } });
    expect((await fetch(`${t.baseUrl}/api/health/live`)).status).toBe(200);
  });
});
