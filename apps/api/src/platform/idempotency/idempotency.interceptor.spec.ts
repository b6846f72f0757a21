import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { firstValueFrom, throwError, of } from 'rxjs';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import type { IdempotencyRepository } from './idempotency.repository';

/** The database broke under the request: every write to idempotency_keys fails like a dropped connection. */
const brokenPipe = () => Object.assign(new Error('write EPIPE'), { code: 'EPIPE', syscall: 'write' });

function keysWhoseWritesFail(failures: number) {
  const calls: string[] = [];
  const waiting: { count: number; reached: () => void }[] = [];
  let left = failures;
  const write = (what: string) => async () => {
    calls.push(what);
    for (const waiter of waiting.filter((w) => calls.length >= w.count)) waiter.reached();
    if (left-- > 0) throw brokenPipe();
  };
  const keys = { claim: async () => 'key-row-1', release: write('release'), complete: write('complete') } as unknown as IdempotencyRepository;
  /** Resolves once the interceptor has tried `count` writes in all (the retry runs on its own timer). */
  const written = (count: number) => (calls.length >= count ? Promise.resolve() : new Promise<void>((reached) => waiting.push({ count, reached })));
  return { keys, calls, written };
}

function httpContext(): ExecutionContext {
  const req = { method: 'POST', baseUrl: '', path: '/api/contact', headers: { 'idempotency-key': 'k-1' }, body: { a: 1 } };
  const res = { statusCode: 201, status: () => res, setHeader: () => res };
  return { switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }) } as unknown as ExecutionContext;
}

describe('IdempotencyInterceptor when the database drops during a request', () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  beforeEach(() => {
    unhandled.length = 0;
    process.on('unhandledRejection', onUnhandled);
  });
  afterEach(() => {
    process.off('unhandledRejection', onUnhandled);
  });

  it('a failed request whose key cannot be released yet answers with its own error, leaves no unhandled rejection, and frees the key once the database answers', async () => {
    const { keys, calls, written } = keysWhoseWritesFail(1);
    const failure = Object.assign(new Error('Connection terminated unexpectedly'), {});
    const handler: CallHandler = { handle: () => throwError(() => failure) };
    const answer = firstValueFrom(new IdempotencyInterceptor(keys).intercept(httpContext(), handler));
    await expect(answer).rejects.toBe(failure);
    await written(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual(['release', 'release']);
    expect(unhandled).toEqual([]);
  });

  it('a request that succeeded but whose answer cannot be stored yet fails with the database error, then stores the answer (never frees the key for a second run)', async () => {
    const { keys, calls, written } = keysWhoseWritesFail(1);
    const handler: CallHandler = { handle: () => of({ id: 'contact-1' }) };
    const answer = firstValueFrom(new IdempotencyInterceptor(keys).intercept(httpContext(), handler));
    await expect(answer).rejects.toMatchObject({ code: 'EPIPE' });
    await written(2);
    expect(calls).toEqual(['complete', 'complete']);
    expect(unhandled).toEqual([]);
  });
});
