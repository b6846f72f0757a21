import express from 'express';
import { ApiError } from './api-error';
import { bodyErrorHandler, jsonBody } from './body-parsing';

describe('bodyErrorHandler', () => {
  it('answers in the format of the API the path belongs to', async () => {
    const app = express();
    app.use(jsonBody('1kb'));
    app.use(bodyErrorHandler({ '/auth/v1': (error, _req, res) => void res.status(error.status).json({ custom: error.code }) }));
    app.post('{*path}', (_req, res) => res.json({ ok: true }));
    const server = app.listen(0);
    try {
      const { port } = server.address() as { port: number };
      const post = (path: string) => fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"x":' });
      expect(await (await post('/auth/v1/signup')).json()).toEqual({ custom: 'malformed_json' });
      expect(await (await post('/api/things')).json()).toMatchObject({ status: 400, code: 'malformed_json' });
      expect(await (await post('/auth/v10')).json()).toMatchObject({ status: 400, code: 'malformed_json' });
    } finally {
      server.close();
    }
  });

  it('passes on errors that are not about the body', async () => {
    const app = express();
    app.get('/boom', () => {
      throw new Error('boom');
    });
    app.use(bodyErrorHandler());
    const passedOn: express.ErrorRequestHandler = (error: Error, _req, res, _next) => void res.status(500).json({ passedOn: error.message });
    app.use(passedOn);
    const server = app.listen(0);
    try {
      const { port } = server.address() as { port: number };
      expect(await (await fetch(`http://127.0.0.1:${port}/boom`)).json()).toEqual({ passedOn: 'boom' });
    } finally {
      server.close();
    }
    expect(new ApiError(400, 'x', 'y')).toBeInstanceOf(Error);
  });
});
