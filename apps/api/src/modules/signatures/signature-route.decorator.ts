import { applyDecorators, Get, HttpCode, Post } from '@nestjs/common';
import type * as core from 'zod/v4/core';
import { Idempotent } from '../../platform/idempotency';
import { ApiZodOperation } from '../../platform/openapi/api-zod-operation';

/** One staff signature route: its method and path, its OpenAPI operation, and for a POST the status it answers. */
export interface SignatureRouteSpec {
  summary: string;
  /** The path's `:id`: an engagement's or a signature request's. */
  param: core.$ZodType;
  body?: core.$ZodType;
  ok: core.$ZodType;
  /** A POST that makes something: 201 Created (otherwise 200). */
  created?: boolean;
  /** Honours Idempotency-Key. */
  idempotent?: boolean;
  errors: readonly number[];
}

/**
 * The signatures admin controller's routes in one decorator each, instead of the same stack of Get/Post, HttpCode,
 * Idempotent and ApiZodOperation on every method (applied in the order the stack would apply them).
 */
export function SignatureRoute(method: 'GET' | 'POST', path: string, spec: SignatureRouteSpec): MethodDecorator {
  const { summary, param, body, ok, created = false, idempotent = false, errors } = spec;
  const status = created ? 201 : 200;
  const decorators: Array<MethodDecorator | undefined> = [
    ApiZodOperation({ summary, param, body, ok: created ? [201, ok, 'Created'] : ok, errors }),
    method === 'POST' ? HttpCode(status) : undefined,
    idempotent ? Idempotent() : undefined,
    method === 'POST' ? Post(path) : Get(path),
  ];
  return applyDecorators(...decorators.filter((decorator) => decorator !== undefined));
}
