import { applyDecorators, Get, Header } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type * as core from 'zod/v4/core';
import { ApiErrors, ApiZodParam, ApiZodResponse } from '../../platform/http/zod-validation';

const CACHE = 'public, max-age=300';

/** The `:slug` of a one-item read: its schema and what the document says of it. */
type SlugParam = readonly [schema: core.$ZodType, doc?: { description?: string; example?: string }];

/**
 * One public, cached content read: GET `path` with its summary and answer, 400 on a malformed request, and with a
 * `:slug` its parameter and 404. The decorators the routes carried one by one, in the same order.
 */
export function ContentGet(path: string, summary: string, ok: core.$ZodType, slug?: SlugParam): MethodDecorator {
  // applyDecorators applies first to last, the reverse of a stack of decorators written top to bottom.
  const decorators = [
    slug ? ApiErrors(400, 404) : ApiErrors(400),
    ApiZodResponse(200, ok),
    slug && ApiZodParam('slug', ...slug),
    ApiOperation({ summary }),
    Header('Cache-Control', CACHE),
    Get(path),
  ];
  return applyDecorators(...decorators.filter((decorator) => decorator !== undefined));
}
