import express from 'express';
import { AllowedMethods } from './method-not-allowed';

describe('AllowedMethods', () => {
  const app = express();
  app.get('/things', (_req, res) => void res.end());
  app.post('/things', (_req, res) => void res.end());
  app.delete('/things/:id', (_req, res) => void res.end());
  app.all('/anything/{*rest}', (_req, res) => void res.end());
  app.put('/api/records/:id/notes', (_req, res) => void res.end());
  app.get('/api/:kind', (_req, res) => void res.end());
  app.patch('/api/records/summary', (_req, res) => void res.end());
  app.get('/API/Mixed/Case', (_req, res) => void res.end());
  const allowed = new AllowedMethods();

  it('knows nothing before load()', () => {
    expect(allowed.allowedFor('/things')).toBeUndefined();
  });

  it('reads each route path and its methods from the router, HEAD wherever GET is', () => {
    allowed.load(app.router);
    expect(allowed.allowedFor('/things')).toEqual(['GET', 'HEAD', 'POST']);
    expect(allowed.allowedFor('/things/')).toEqual(['GET', 'HEAD', 'POST']);
    expect(allowed.allowedFor('/things/42')).toEqual(['DELETE']);
    expect(allowed.allowedFor('/nothing')).toBeUndefined();
  });

  it('leaves out routes that accept every method, and paths whose parameters cannot be decoded', () => {
    expect(allowed.allowedFor('/anything/at/all')).toBeUndefined();
    expect(allowed.allowedFor('/things/%ff')).toBeUndefined();
  });

  it('finds routes by their first two segments, with parameters anywhere, in any letter case (the index)', () => {
    expect(allowed.allowedFor('/api/records/7/notes')).toEqual(['PUT']);
    expect(allowed.allowedFor('/api/records/summary')).toEqual(['PATCH']);
    expect(allowed.allowedFor('/api/records')).toEqual(['GET', 'HEAD']); // '/api/:kind'
    expect(allowed.allowedFor('/api/records/')).toEqual(['GET', 'HEAD']);
    expect(allowed.allowedFor('/api/mixed/case')).toEqual(['GET', 'HEAD']);
    expect(allowed.allowedFor('/Things')).toEqual(['GET', 'HEAD', 'POST']);
    expect(allowed.allowedFor('/api/records/7')).toBeUndefined();
    expect(allowed.allowedFor('/')).toBeUndefined();
  });

  it('refuses a router it cannot read', () => {
    expect(() => new AllowedMethods().load({})).toThrow(/layer stack/);
  });
});
