import express from 'express';
import { AllowedMethods } from './method-not-allowed';

describe('AllowedMethods', () => {
  const app = express();
  app.get('/things', (_req, res) => void res.end());
  app.post('/things', (_req, res) => void res.end());
  app.delete('/things/:id', (_req, res) => void res.end());
  app.all('/anything/{*rest}', (_req, res) => void res.end());
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

  it('refuses a router it cannot read', () => {
    expect(() => new AllowedMethods().load({})).toThrow(/layer stack/);
  });
});
