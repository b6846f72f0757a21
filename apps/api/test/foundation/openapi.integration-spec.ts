import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateOpenApiJson } from '../../src/platform/openapi/generate';
import { startTestApp, type TestApp } from '../support/test-app';

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is served as OpenAPI 3 with every API path and operation documented', async () => {
    const res = await fetch(`${t.baseUrl}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, { operationId?: string; responses?: object }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBeTruthy();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/health/live']));
    for (const [path, operations] of Object.entries<Record<string, { operationId?: string; responses?: object }>>(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        expect({ path, method, operationId: op.operationId }).toEqual({ path, method, operationId: expect.any(String) });
        expect(Object.keys(op.responses ?? {}).length).toBeGreaterThan(0);
      }
    }
  });

  it('names every request body, response and path parameter schema: each is a $ref to a component that exists', async () => {
    const doc = JSON.parse(await generateOpenApiJson()) as OpenApiDocument;
    const components = doc.components?.schemas ?? {};
    const schemas: Array<{ where: string; schema: unknown }> = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const at = `${method.toUpperCase()} ${path}`;
        for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) schemas.push({ where: `${at} request body ${type}`, schema: media.schema });
        for (const [status, response] of Object.entries(op.responses ?? {})) {
          for (const [type, media] of Object.entries(response.content ?? {})) schemas.push({ where: `${at} ${status} ${type}`, schema: media.schema });
        }
        for (const parameter of op.parameters ?? []) {
          if (parameter.in === 'path') schemas.push({ where: `${at} path parameter ${parameter.name}`, schema: parameter.schema });
        }
      }
    }
    expect(schemas.length).toBeGreaterThan(0);
    const anonymous = schemas.filter(({ schema }) => !isNamedRef(schema, components)).map(({ where }) => where);
    expect(anonymous).toEqual([]);
  });

  it('has a docs page', async () => {
    const res = await fetch(`${t.baseUrl}/api/docs`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('swagger');
  });

  it('matches the copy committed in apps/api/openapi.json (run `npm run openapi` after API changes)', async () => {
    const committed = readFileSync(join(__dirname, '../../openapi.json'), 'utf8');
    expect(await generateOpenApiJson()).toBe(committed);
  });
});

interface MediaTypes {
  content?: Record<string, { schema?: unknown }>;
}
interface OpenApiDocument {
  components?: { schemas?: Record<string, unknown> };
  paths: Record<
    string,
    Record<string, { requestBody?: MediaTypes; responses?: Record<string, MediaTypes>; parameters?: Array<{ in: string; name: string; schema?: unknown }> }>
  >;
}

function isNamedRef(schema: unknown, components: Record<string, unknown>): boolean {
  const ref = (schema as { $ref?: unknown } | undefined)?.$ref;
  return typeof ref === 'string' && ref.startsWith('#/components/schemas/') && ref.slice('#/components/schemas/'.length) in components;
}
