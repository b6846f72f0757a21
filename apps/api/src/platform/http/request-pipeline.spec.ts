import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { requestPipeline, under } from './request-pipeline';

/** A step that records its name (and the path it saw) in the X-Steps header, then goes on. */
const mark =
  (name: string): RequestHandler =>
  (req, res, next) => {
    res.setHeader('X-Steps', `${String(res.getHeader('X-Steps') ?? '')}${name}@${req.path} `);
    next();
  };

describe('requestPipeline', () => {
  const onError: ErrorRequestHandler = (error: Error, _req, res, next) =>
    error.message === 'mine'
      ? void res
          .status(418)
          .setHeader('X-Steps', String(res.getHeader('X-Steps') ?? ''))
          .json({ caught: error.message })
      : next(error);
  const app = express();
  app.use(
    requestPipeline(
      [
        mark('all'),
        ...under('/api', mark('api1'), mark('api2')),
        ...under('/auth/v1', mark('auth')),
        (req, _res, next) => (req.query['fail'] === 'next' ? next(new Error('mine')) : next()),
        (req, _res, next) => {
          if (req.query['fail'] === 'throw') throw new Error('mine');
          if (req.query['fail'] === 'other') throw new Error('not mine');
          next();
        },
        mark('last'),
      ],
      onError,
    ),
  );
  app.get('{*path}', (_req, res) => void res.json({ routed: true }));
  app.use(((error: Error, _req, res, _next) => void res.status(500).json({ express: error.message })) as ErrorRequestHandler);
  const server = app.listen(0);
  afterAll(() => void server.close());

  const get = async (path: string) => {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    return { status: res.status, steps: (res.headers.get('x-steps') ?? '').trim().split(' '), body: (await res.json()) as unknown };
  };

  it('runs every step in order with the whole path, then the routes', async () => {
    expect(await get('/api/things')).toEqual({
      status: 200,
      steps: ['all@/api/things', 'api1@/api/things', 'api2@/api/things', 'last@/api/things'],
      body: { routed: true },
    });
  });

  it('runs a prefixed step for the prefix itself and below it, in any case, as Express mounts do', async () => {
    expect((await get('/api')).steps).toContain('api1@/api');
    expect((await get('/API/Things')).steps).toEqual(['all@/API/Things', 'api1@/API/Things', 'api2@/API/Things', 'last@/API/Things']);
    expect((await get('/auth/v1/token')).steps).toEqual(['all@/auth/v1/token', 'auth@/auth/v1/token', 'last@/auth/v1/token']);
  });

  it('skips a prefixed step for a path that only starts with the same letters', async () => {
    expect((await get('/apis/x')).steps).toEqual(['all@/apis/x', 'last@/apis/x']);
    expect((await get('/auth/v10')).steps).toEqual(['all@/auth/v10', 'last@/auth/v10']);
  });

  it('hands an error passed on or thrown to its error handler, skipping the steps after it', async () => {
    for (const fail of ['next', 'throw']) {
      const res = await get(`/api/x?fail=${fail}`);
      expect(res).toEqual({ status: 418, steps: ['all@/api/x', 'api1@/api/x', 'api2@/api/x'], body: { caught: 'mine' } });
    }
  });

  it("passes an error its handler does not take on to Express's error handling", async () => {
    expect(await get('/x?fail=other')).toMatchObject({ status: 500, body: { express: 'not mine' } });
  });
});
