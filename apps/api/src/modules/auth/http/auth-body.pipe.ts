import type { PipeTransform } from '@nestjs/common';
import type { z, ZodType } from 'zod';
import { AuthError } from '../errors/auth-error';

/**
 * Reads a request body the way GoTrue does: it must be a JSON object whose fields have the right types (else
 * 400 bad_json); unknown fields are ignored and null counts as absent. Required fields and formats are checked
 * by the services, with the reference's validation_failed messages.
 */
export class AuthBodyPipe<T extends ZodType> implements PipeTransform<unknown, z.infer<T>> {
  constructor(private readonly schema: T) {}

  transform(value: unknown): z.infer<T> {
    const body = value === undefined ? {} : value;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw AuthError.badJson('the body must be a JSON object');
    const result = this.schema.safeParse(body);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw AuthError.badJson(`${issue.path.join('.') || 'body'}: ${issue.message}`);
    }
    return result.data;
  }
}
