import { type CallHandler, type ExecutionContext, HttpStatus, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { from, Observable, of, switchMap } from 'rxjs';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { untilDatabaseAnswers } from '../database/until-database-answers';
import { ApiError } from '../http/api-error';
import { IdempotencyRepository } from './idempotency.repository';
import { requestFingerprint, type UploadedPart } from './request-fingerprint';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
const TTL_SECONDS = 24 * 60 * 60;
/** A request still "running" after this long is taken to have died with its process. */
const TAKEOVER_SECONDS = 60;

/**
 * Stripe's Idempotency-Key for POST routes (see `@Idempotent()`): the first successful answer is stored for 24 hours
 * and replayed, with `Idempotent-Replayed: true`, to the same caller sending the same key and body; nothing runs
 * twice. The same key with another body is refused (422), and so is a second request while the first still runs
 * (409). A failed request (any error) frees the key, so a retry runs again. Without the header nothing changes.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly log = new Logger('Idempotency');

  constructor(private readonly keys: IdempotencyRepository) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const key = req.headers[IDEMPOTENCY_HEADER];
    if (key === undefined) return next.handle();
    if (typeof key !== 'string' || !KEY_FORMAT.test(key)) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'invalid_idempotency_key', 'Idempotency-Key must be 1 to 255 visible ASCII characters');
    }
    const scope = `${req.method} ${req.baseUrl}${(req.route as { path?: string } | undefined)?.path ?? req.path} ${req.authenticatedUser?.id ?? 'anonymous'}`;
    // Multipart routes (multer, or a streaming parser that sets `sha256`) put their files here.
    const { file, files } = req as Request & { file?: UploadedPart; files?: unknown };
    const parts = [...(file ? [file] : []), ...(Array.isArray(files) ? (files as UploadedPart[]) : [])];
    const fingerprint = requestFingerprint(req.body, parts);
    return from(this.begin(scope, key, fingerprint)).pipe(
      switchMap((started) => {
        if ('replay' in started) {
          res.status(started.replay.status).setHeader('Idempotent-Replayed', 'true');
          return of(started.replay.body);
        }
        return this.run(started.id, next, res);
      }),
    );
  }

  private async begin(scope: string, key: string, fingerprint: string): Promise<{ id: string } | { replay: { status: number; body: unknown } }> {
    const claimed = await this.keys.claim(scope, key, fingerprint, TTL_SECONDS);
    if (claimed) return { id: claimed };
    const stored = await this.keys.find(scope, key, TAKEOVER_SECONDS);
    if (!stored) return this.begin(scope, key, fingerprint); // freed by a failed request in the meantime
    if (stored.fingerprint !== fingerprint) {
      throw new ApiError(
        HttpStatus.UNPROCESSABLE_ENTITY,
        'idempotency_key_reused',
        'This Idempotency-Key was already used with a different request body; use a new key for a new request',
      );
    }
    if (stored.responseStatus !== null) return { replay: { status: stored.responseStatus, body: stored.responseBody } };
    if (stored.abandoned && (await this.keys.takeOver(stored.id, TAKEOVER_SECONDS))) return { id: stored.id };
    throw new ApiError(HttpStatus.CONFLICT, 'idempotency_key_in_use', 'A request with this Idempotency-Key is still being processed; retry in a moment');
  }

  private run(id: string, next: CallHandler, res: Response): Observable<unknown> {
    return new Observable((subscriber) => {
      let body: unknown;
      const subscription = next.handle().subscribe({
        next: (value: unknown) => (body = value),
        error: (error: unknown) => {
          this.keys.release(id).then(
            () => subscriber.error(error),
            (releaseError: unknown) => {
              subscriber.error(error);
              this.settleLater('release', id, releaseError, () => this.keys.release(id));
            },
          );
        },
        complete: () => {
          const status = res.statusCode;
          this.keys.complete(id, status, body).then(
            () => {
              subscriber.next(body);
              subscriber.complete();
            },
            (error: unknown) => {
              // The work is done (and committed) but its answer is not stored: the client gets a 503 and its retry,
              // once the database is back, the stored answer; never a second run.
              subscriber.error(error);
              this.settleLater('complete', id, error, () => this.keys.complete(id, status, body));
            },
          );
        },
      });
      return () => subscription.unsubscribe();
    });
  }

  /**
   * Records the outcome after an outage instead of leaving the key "in progress": until the takeover age that
   * would refuse the client's retries (409), and a takeover after a completed run would run the request twice.
   */
  private settleLater(what: 'release' | 'complete', id: string, error: unknown, record: () => Promise<void>): void {
    if (!isDatabaseUnavailable(error)) {
      this.log.error({ msg: `could not ${what} an idempotency key`, id, err: error instanceof Error ? error.message : String(error) });
      return;
    }
    untilDatabaseAnswers(record).then(
      () => this.log.log({ msg: `idempotency key ${what}d after the database came back`, id }),
      (late: unknown) => this.log.error({ msg: `could not ${what} an idempotency key`, id, err: late instanceof Error ? late.message : String(late) }),
    );
  }
}
