import express, { type Request, type Response } from 'express';
import { bodyErrorHandler, jsonBody, rejectUnsafeInput, requireJson } from './body-parsing';

describe('bodyErrorHandler', () => {
  it('answers in the format of the API the path belongs to', async () => {
    const app = express();
    app.use(jsonBody('1kb'));
    app.use(bodyErrorHandler({ '/auth/v1': (error, _req, res) => void res.status(error.status).json({ custom: error.code }) }));
    app.post('{*path}', (_req, res) => res.json({ ok: true }));
    const server = app.listen(0);
    try {
      const { port } = server.address() as { port: number };
      const post = (path: string) =>
        fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"x":' });
      expect(await (await post('/auth/v1/signup')).json()).toEqual({ custom: 'malformed_json' });
      expect(await (await post('/api/things')).json()).toMatchObject({ status: 400, code: 'malformed_json' });
      expect(await (await post('/auth/v10')).json()).toMatchObject({ status: 400, code: 'malformed_json' });
    } finally {
      server.close();
    }
  });

  it('answers an ApiError raised before parsing (415 from requireJson) with its own status and code', async () => {
    const app = express();
    app.use(requireJson());
    app.use(jsonBody('1kb'));
    app.use(bodyErrorHandler());
    app.post('{*path}', (_req, res) => res.json({ ok: true }));
    const server = app.listen(0);
    try {
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/api/things`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
      expect(res.status).toBe(415);
      expect(await res.json()).toMatchObject({ status: 415, code: 'unsupported_media_type', message: 'Content-Type must be application/json' });
    } finally {
      server.close();
    }
  });

  it('passes on errors that are not about the body, untouched and without answering', () => {
    const next = jest.fn();
    const error = new Error('boom');
    const res = { headersSent: false, status: jest.fn(), json: jest.fn() };
    bodyErrorHandler()(error, {} as Request, res as unknown as Response, next);
    expect(next).toHaveBeenCalledWith(error);
    expect(res.status).not.toHaveBeenCalled();
    const serverError = Object.assign(new Error('upstream'), { status: 502 });
    bodyErrorHandler()(serverError, {} as Request, res as unknown as Response, next);
    expect(next).toHaveBeenLastCalledWith(serverError);
    expect(res.status).not.toHaveBeenCalled();
  });
});

describe('rejectUnsafeInput', () => {
  it('refuses unstorable text in the body or the query string before the handler, naming the field', async () => {
    const app = express();
    app.use(jsonBody('10kb'));
    app.use(rejectUnsafeInput());
    app.use(bodyErrorHandler({ '/auth/v1': (error, _req, res) => void res.status(error.status).json({ auth: error.message }) }));
    app.post('{*path}', (_req, res) => res.json({ ok: true }));
    const server = app.listen(0);
    try {
      const { port } = server.address() as { port: number };
      const post = async (path: string, body: unknown) =>
        (
          await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
        ).json();
      expect(await post('/api/things', { data: { name: 'a\u0000' } })).toMatchObject({
        status: 400,
        code: 'validation_failed',
        errors: [{ field: 'data.name', message: 'must not contain a NUL character (\\u0000)' }],
      });
      expect(await post('/api/things?x=%00', { ok: 'fine' })).toMatchObject({ errors: [{ field: 'query.x' }] });
      expect(await post('/auth/v1/signup', { email: '\ud800' })).toEqual({
        auth: 'Invalid request: email: must not contain a lone surrogate (invalid Unicode)',
      });
      expect(await post('/api/things', { name: 'Zoë 😀' })).toEqual({ ok: true });
    } finally {
      server.close();
    }
  });
});
