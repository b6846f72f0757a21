import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { site } from '@huron/shared/content';
import { BOOKING_TOKEN_HEADER } from '@huron/shared/contracts';
import { isPublicRequirement, SECURITY_SCHEMES } from './api-access';
import { namedSchemaComponents } from './named-schemas';

export function buildOpenApiDocument(app: INestApplication, serverUrl = '/'): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Huron Tax & Accounting API')
    .setDescription(
      "Public and staff API of the firm's website and client-intake platform. Errors share one shape: `{status, code, message, errors?, requestId}`.",
    )
    .setVersion('1')
    .setLicense('Proprietary (UNLICENSED): all rights reserved', `${site.url}/terms`)
    .addServer(serverUrl)
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, SECURITY_SCHEMES.bearer)
    .addApiKey(
      {
        type: 'apiKey',
        in: 'header',
        name: BOOKING_TOKEN_HEADER,
        description: "An appointment's private-link token (from the confirmation email); it opens that appointment only",
      },
      SECURITY_SCHEMES.bookingToken,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}`,
  });
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations) as Array<{ security?: unknown[] }>) {
      if (isPublicRequirement(operation.security)) operation.security = [];
    }
  }
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...namedSchemaComponents(document.paths) } };
  return sortDeep(document);
}

/** Stable key order so the committed document only changes when the API does. */
export function sortDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortDeep) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((key) => [key, sortDeep((value as Record<string, unknown>)[key])]),
    ) as T;
  }
  return value;
}
