import { applyDecorators, Controller, createParamDecorator, type ExecutionContext, HttpCode } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type * as core from 'zod/v4/core';
import type { StaffActor } from '../../../platform/admin';
import { ApiCsvExport } from '../../../platform/csv';
import { ApiErrors, ApiZodBody, ApiZodParam, ApiZodResponse } from '../../../platform/http/zod-validation';
import { ApiZodQuery } from '../../../platform/openapi/api-zod-query';
import { RequireStaff } from './auth-decorators';
import { staffActorOf } from './staff-actor-of';
import type { StaffOptions } from './staff.guard';

/** A staff-only controller: its routes under /api/`path`, grouped under `tag` in the document, behind the staff guard (401/403). */
export const StaffController = (path: string, tag: string, options: StaffOptions = {}): ClassDecorator =>
  applyDecorators(RequireStaff(options), Controller(path), ApiTags(tag));

/** What a staff route's OpenAPI operation shows; the route itself (`@Get`, `@Post`...) stays on the method. */
export interface StaffOperationSpec {
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
  /** The error statuses the route itself can answer (401 and 403 come with the controller). */
  errors?: readonly number[];
}

/**
 * One staff route's OpenAPI operation in one decorator: summary, path parameter, query, body, success answer and
 * errors, in the order the document lists them.
 */
export function StaffOperation({ summary, param, query, body, ok, noContent, csv, errors = [] }: StaffOperationSpec): MethodDecorator {
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

/** The signed-in staff member and the request id, for the audit trail (on routes behind `StaffController`). */
export const CurrentStaff = createParamDecorator((_data: unknown, ctx: ExecutionContext): StaffActor => {
  const req = ctx.switchToHttp().getRequest<Request>();
  if (!req.authenticatedUser) throw new Error('CurrentStaff used without RequireStaff');
  return staffActorOf(req.authenticatedUser, req);
});
