import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { z, type ZodType } from 'zod';
import type { JsonSchema, SweepRoute } from './sweep-route';

interface RouteArgument {
  index: number;
  data?: unknown;
  pipes?: unknown[];
}

const API_PREFIX = '/api';
/** Controllers under these paths are outside the global /api prefix (bootstrap.ts). */
const UNPREFIXED = ['auth/v1'];

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [String(value ?? '')]);
const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** Nest's `:name` becomes `{name}` (as in OpenAPI); `{*rest}` wildcards stay. */
const templateOf = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The zod schema a body pipe validates with (ZodValidationPipe, AuthBodyPipe), as JSON Schema. */
function bodySchemaOf(pipes: unknown[] = []): JsonSchema {
  for (const pipe of pipes) {
    const schema = (pipe as { schema?: unknown }).schema;
    if (schema instanceof z.ZodType) return z.toJSONSchema(schema as ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  }
  return { type: 'object' };
}

/**
 * Every route the application registered, read from Nest's own metadata (controllers, their paths and methods,
 * and the @Param/@Query/@Body arguments of each handler), so routes added later are found without a list.
 */
export function registeredRoutes(app: INestApplication): SweepRoute[] {
  const routes: SweepRoute[] = [];
  for (const module of app.get(ModulesContainer, { strict: false }).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
      if (!controller?.prototype) continue;
      for (const controllerPath of asList(Reflect.getMetadata(PATH_METADATA, controller))) {
        const prefix = UNPREFIXED.some((p) => controllerPath.replace(/^\//, '').startsWith(p)) ? '' : API_PREFIX;
        for (const name of Object.getOwnPropertyNames(controller.prototype)) {
          const handler = (controller.prototype as Record<string, unknown>)[name];
          if (name === 'constructor' || typeof handler !== 'function') continue;
          const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
          if (method === undefined) continue;
          const args = Object.entries((Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, RouteArgument>);
          const ofType = (type: RouteParamtypes) => args.filter(([key]) => Number(key.split(':')[0]) === type).map(([, arg]) => arg);
          const named = (type: RouteParamtypes) => ofType(type).flatMap((arg) => (typeof arg.data === 'string' ? [{ name: arg.data, samples: [] }] : []));
          const bodyArgument = ofType(RouteParamtypes.BODY)[0];
          for (const path of asList(Reflect.getMetadata(PATH_METADATA, handler))) {
            const template = templateOf(joinPath(prefix, controllerPath, path));
            const methods = method === RequestMethod.ALL ? ['GET', 'POST'] : [RequestMethod[method]];
            for (const verb of methods) {
              routes.push({
                method: verb,
                path: template,
                pathParameters: [...template.matchAll(/\{\*?(\w+)\}/g)].map((m) => ({ name: m[1]!, samples: [] })),
                queryParameters: named(RouteParamtypes.QUERY),
                handler: `${controller.name}.${name}`,
                ...(bodyArgument || (verb !== 'GET' && method === RequestMethod.ALL) ? { body: bodySchemaOf(bodyArgument?.pipes) } : {}),
              });
            }
          }
        }
      }
    }
  }
  return routes;
}
