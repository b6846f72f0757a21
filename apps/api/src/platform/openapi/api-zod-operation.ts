import { applyDecorators, HttpCode } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation } from '@nestjs/swagger';
import type * as core from 'zod/v4/core';
import { ApiCsvExport } from '../csv';
import { ApiErrors, ApiZodBody, ApiZodParam, ApiZodResponse } from '../http/zod-validation';
import { ApiZodQuery } from './api-zod-query';

/** What a route's OpenAPI operation shows; the route itself (`@Get`, `@Post`...) stays on the method. */
export interface ApiZodOperationSpec {
  summary: string;
  /** A path parameter: its schema (named `id`), or its name and schema. */
  param?: core.$ZodType | readonly [name: string, schema: core.$ZodType];
  /** Query-string fields, each documented as a parameter. */
  query?: core.$ZodObject;
  body?: core.$ZodType;
  /** The success answer: its schema (200 OK), or its status, schema and description. */
  ok?: core.$ZodType | readonly [status: number, schema: core.$ZodType, description: string];
  /** 204 with this description (and the route answers 204). */
  noContent?: string;
  /** The answer is the filtered list as CSV. */
  csv?: boolean;
  /** The error statuses the route itself can answer (a staff controller's 401 and 403 come with StaffController). */
  errors?: readonly number[];
}

/**
 * One route's OpenAPI operation in one decorator: summary, path parameter, query, body, success answer and
 * errors, in the order the document lists them.
 */
export function ApiZodOperation({ summary, param, query, body, ok, noContent, csv, errors = [] }: ApiZodOperationSpec): MethodDecorator {
  const [paramName, paramSchema]: readonly [string, core.$ZodType] | [] = param === undefined ? [] : isTuple(param) ? param : ['id', param];
  const success: readonly [number, core.$ZodType, string] | undefined = ok === undefined ? undefined : isTuple(ok) ? ok : [200, ok, 'OK'];
  // applyDecorators applies first to last, the reverse of a stack of decorators written top to bottom.
  const decorators = [
    errors.length ? ApiErrors(...errors) : undefined,
    success && ApiZodResponse(...success),
    csv ? ApiCsvExport() : undefined,
    noContent === undefined ? undefined : ApiNoContentResponse({ description: noContent }),
    noContent === undefined ? undefined : HttpCode(204),
    body && ApiZodBody(body),
    query && ApiZodQuery(query),
    paramName && paramSchema ? ApiZodParam(paramName, paramSchema) : undefined,
    ApiOperation({ summary }),
  ];
  return applyDecorators(...decorators.filter((decorator) => decorator !== undefined));
}

function isTuple<T extends readonly unknown[]>(value: T | core.$ZodType): value is T {
  return Array.isArray(value);
}
