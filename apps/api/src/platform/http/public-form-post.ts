import { applyDecorators, HttpCode, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type * as core from 'zod/v4/core';
import { Idempotent } from '../idempotency';
import { RateLimit } from '../rate-limit';
import { ApiErrors, ApiZodBody, ApiZodResponse } from './zod-validation';

/**
 * The POST of a public form (contact, group registration, job application): limited per address in `bucket`, one
 * stored record per Idempotency-Key, 201 with the receipt; documented with the form's schemas and its 400/409/422.
 * Read the body with `FormBodyPipe`.
 */
export const PublicFormPost = (path: string, form: { bucket: string; summary: string; body: core.$ZodType; receipt: core.$ZodType }) =>
  // In the order stacked decorators written top-down from Post(path) would be applied (bottom first), so the
  // document lists the answers as before.
  applyDecorators(
    ApiErrors(400, 409, 422),
    ApiZodResponse(201, form.receipt, 'Stored'),
    ApiZodBody(form.body),
    ApiOperation({ summary: form.summary }),
    Idempotent(),
    RateLimit(form.bucket),
    HttpCode(201),
    Post(path),
  );
