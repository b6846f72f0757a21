import { RequestMethod, type INestApplication, type Type } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { Express } from 'express';
import { JwtAuthGuard } from '../../src/modules/auth/passport/jwt-auth.guard';
import { StaffGuard } from '../../src/modules/auth/passport/staff.guard';

/** Who Nest's guards let through: staff, any signed-in user, or anyone. */
export type Access = 'staff' | 'user' | 'open';

export interface RegisteredRoute {
  method: string;
  /** As OpenAPI writes it: `/api/admin/people/{id}`. */
  path: string;
  access: Access;
}

/**
 * Every /api route the running application serves, read from Express's router (what requests really reach), each
 * with the access the guards Nest put on its handler (or controller) allow. A route only Express knows (no Nest
 * handler, like the docs page) counts as open.
 */
export function registeredApiRoutes(app: INestApplication): RegisteredRoute[] {
  const access = new Map(nestHandlers(app).map((h) => [`${h.method} ${h.path}`, h.access]));
  const stack = (app.getHttpAdapter().getInstance() as Express).router.stack as Array<{ route?: { path: unknown; methods: Record<string, boolean> } }>;
  const routes: RegisteredRoute[] = [];
  for (const { route } of stack) {
    if (!route || typeof route.path !== 'string' || !route.path.startsWith('/api/')) continue;
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    for (const method of Object.keys(route.methods).filter((m) => route.methods[m] && m !== '_all')) {
      const key = `${method.toUpperCase()} ${path}`;
      routes.push({ method: method.toUpperCase(), path, access: access.get(key) ?? 'open' });
    }
  }
  return routes;
}

/** The handlers of every controller Nest knows, with the path and method Nest registers them under. */
function nestHandlers(app: INestApplication): Array<{ method: string; path: string; access: Access }> {
  const handlers: Array<{ method: string; path: string; access: Access }> = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype, instance } of module.controllers.values()) {
      if (!metatype || !instance) continue;
      const controller = metatype as Type;
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      const base = [Reflect.getMetadata(PATH_METADATA, controller) as string | string[]].flat();
      const classGuards = (Reflect.getMetadata(GUARDS_METADATA, controller) as unknown[] | undefined) ?? [];
      for (const name of handlerNames(prototype)) {
        const handler = prototype[name];
        if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod]!;
        const guards = [...classGuards, ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[] | undefined) ?? [])];
        for (const prefix of base) {
          for (const own of [Reflect.getMetadata(PATH_METADATA, handler) as string | string[]].flat()) {
            const path = `/api/${prefix}/${own}`
              .replace(/\/+/g, '/')
              .replace(/\/$/, '')
              .replace(/:(\w+)/g, '{$1}');
            handlers.push({ method, path, access: guards.includes(StaffGuard) ? 'staff' : guards.includes(JwtAuthGuard) ? 'user' : 'open' });
          }
        }
      }
    }
  }
  return handlers;
}

/** Method names along the prototype chain: a controller built by a factory (AdminRecordsController) inherits its handlers. */
function handlerNames(prototype: object): Set<string> {
  const names = new Set<string>();
  for (let level: object | null = prototype; level && level !== Object.prototype; level = Object.getPrototypeOf(level) as object | null) {
    for (const name of Object.getOwnPropertyNames(level)) if (name !== 'constructor') names.add(name);
  }
  return names;
}
