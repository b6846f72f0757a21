import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import pino from 'pino';
import { runInRequestScope } from '../http/request-scope';
import { exitOnUnhandledFailures, UNHANDLED_FAILURE_EXIT_CODE } from './process-failures';

function harness(cleanup?: () => Promise<void>) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>), done()) });
  const events = new EventEmitter();
  const exits: number[] = [];
  let exited!: () => void;
  const exitedOnce = new Promise<void>((resolve) => (exited = resolve));
  exitOnUnhandledFailures({ log: pino({ base: undefined }, sink), events, cleanup, cleanupTimeoutMs: 50, exit: (code) => (exits.push(code), exited()) });
  return { lines, events, exits, exitedOnce };
}

describe('exitOnUnhandledFailures', () => {
  it('logs an unhandled rejection with the id of the request it happened in, then exits non-zero', async () => {
    const { lines, events, exits, exitedOnce } = harness();
    runInRequestScope({ requestId: 'req-42', clientAddress: null }, () =>
      events.emit('unhandledRejection', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })),
    );
    await exitedOnce;
    expect(exits).toEqual([UNHANDLED_FAILURE_EXIT_CODE]);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 60,
        requestId: 'req-42',
        msg: 'unhandled promise rejection: exiting',
        err: expect.objectContaining({ message: 'write EPIPE', code: 'EPIPE' }),
      }),
    ]);
  });

  it('logs an uncaught exception outside any request, cleans up, and exits once even when more failures follow', async () => {
    const cleaned: string[] = [];
    const { lines, events, exits, exitedOnce } = harness(async () => void cleaned.push('database stopped'));
    events.emit('uncaughtException', new TypeError('boom'));
    events.emit('unhandledRejection', 'later');
    await exitedOnce;
    expect(cleaned).toEqual(['database stopped']);
    expect(exits).toEqual([UNHANDLED_FAILURE_EXIT_CODE]);
    expect(lines.map((line) => [line['msg'], line['requestId']])).toEqual([
      ['uncaught exception: exiting', undefined],
      ['unhandled promise rejection: exiting', undefined],
    ]);
  });

  it('exits even when the cleanup hangs', async () => {
    const { events, exits, exitedOnce } = harness(() => new Promise<void>(() => undefined));
    events.emit('uncaughtException', new Error('stuck'));
    await exitedOnce;
    expect(exits).toEqual([UNHANDLED_FAILURE_EXIT_CODE]);
  });
});
