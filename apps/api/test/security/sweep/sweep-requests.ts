import { randomUUID } from 'node:crypto';
import type { JsonSchema, SweepRoute } from './sweep-route';

export interface SweepRequest {
  /** What is malformed, for the failure report. */
  label: string;
  method: string;
  /** Path and query, already encoded (some variants are deliberately not valid encodings). */
  url: string;
  body?: string | Buffer;
  contentType?: string;
  /** A Cookie header, for the cookie variants. */
  cookie?: string;
}

/** Known values that carry a request past the first check of a parameter, so the sweep reaches deeper code. */
export const PARAMETER_HINTS: Record<string, string[]> = {
  grant_type: ['password', 'refresh_token', 'pkce'],
  type: ['signup', 'recovery', 'magiclink', 'email_change', 'email'],
  scope: ['global', 'local', 'others'],
  redirect_to: ['http://localhost:3000/dashboard'],
};

const DEEP = '"__sweep_deep__"';
const deepJson = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const LONE_SURROGATE_URL = '%ED%A0%80'; // UTF-8 bytes of U+D800, which no valid UTF-8 text contains

const VALUE_VARIANTS: [string, unknown][] = [
  ['NUL', 'a\u0000b'],
  ['lone surrogate', 'a\ud800b'],
  ['huge string', 'x'.repeat(20_000)],
  ['deep nesting', DEEP],
  ['huge array', Array.from({ length: 5_000 }, () => 'x')],
  ['number', 12345],
  ['boolean', true],
  ['null', null],
  ['object', { a: 'b', nested: { c: ['d'] } }],
  ['array', ['a', 1, null]],
];

const SHORT_VALUE_VARIANTS = new Set(['NUL', 'lone surrogate', 'huge string', 'number', 'object', 'null']);

const WHOLE_BODY_VARIANTS: [string, string | Buffer, string][] = [
  ['malformed JSON', '{"email": ', 'application/json'],
  ['JSON array', '[1, 2]', 'application/json'],
  ['JSON string', '"text"', 'application/json'],
  ['JSON number', '123', 'application/json'],
  ['JSON null', 'null', 'application/json'],
  ['deeply nested JSON', deepJson(5_000), 'application/json'],
  ['huge top-level array', JSON.stringify(Array.from({ length: 10_000 }, () => 0)), 'application/json'],
  ['prototype keys', '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}', 'application/json'],
  ['duplicate keys', '{"email": "a@example.com", "email": {"x": 1}}', 'application/json'],
  ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]), 'application/json'],
  ['escaped NUL key', '{"\\u0000": "x"}', 'application/json'],
  ['empty body', '', 'application/json'],
  ['whitespace body', '  \r\n ', 'application/json'],
  ['over the body limit', JSON.stringify({ blob: 'x'.repeat(110_000) }), 'application/json'],
  ['UTF-16 charset', '{}', 'application/json; charset=utf-16'],
  ['text/plain', 'hello', 'text/plain'],
  ['form-encoded', 'email=a%40example.com&password=x', 'application/x-www-form-urlencoded'],
  ['multipart', '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--b--\r\n', 'multipart/form-data; boundary=b'],
];

/** Days that are not days (2026-02-30, 2026-13-45) or that no database or Date can use (0000-01-01, 9999-12-31). */
export const DATE_EDGES = ['0000-01-01', '2026-02-30', '2026-13-45', '9999-12-31'];

/** Query values of the wrong type or out of range: given to every query parameter, whatever it expects. */
const BAD_QUERY_VALUES: [string, string][] = [
  ...DATE_EDGES.map((day): [string, string] => [`date ${day}`, day]),
  ['negative number', '-1'],
  ['overflowing number', '1e309'],
  ['fraction', '0.5'],
  ['huge integer', '99999999999999999999999'],
  ['boolean', 'true'],
  ['date-time', '9999-12-31T23:59:59.999Z'],
];

/**
 * `huron_ref` cookies that are not valid percent-encoding or decode to what no text column takes, and raw bytes
 * past ASCII (sent as Latin-1, as HTTP header bytes are read).
 */
export const BAD_COOKIES = [
  ...['%', '%E0%A4%A', '%ED%A0%80', '%00'].map((value) => `theme=dark; huron_ref=${value}`),
  'huron_ref=\u00ff\u00fe\u0080; theme=\u00e9',
  `huron_ref=${'A'.repeat(8_000)}`,
];

let counter = 0;

/** A plausible value for a schema (first enum value, example, or something of the right type). */
export function sampleValue(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'x';
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return sampleValue(options.find((o) => o.type !== 'null') ?? options[0], name);
  if (schema.allOf?.length) return sampleValue(schema.allOf[0], name);
  if (schema.enum?.length) return schema.enum[0];
  if (schema.example !== undefined) return schema.example;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'number' || type === 'integer') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [sampleValue(schema.items)];
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, child]) => [key, sampleValue(child, key)]));
  }
  if (schema.format === 'email' || /email/i.test(name)) return `sweep.${process.pid}.${(counter += 1)}@example.com`;
  if (/password/i.test(name)) return 'correct horse battery';
  if (schema.format === 'uuid' || /_id$|Id$/.test(name)) return randomUUID();
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
  if (/redirect|url/i.test(name)) return 'http://localhost:3000/dashboard';
  return 'x';
}

const serialize = (body: unknown) => JSON.stringify(body).replaceAll(DEEP, deepJson(1_000));

function buildUrl(route: SweepRoute, pathValues: Record<string, string>, query: [string, string][]): string {
  const path = route.path.replace(/\{\*?(\w+)\}/g, (_m, name: string) => pathValues[name] ?? 'x');
  const search = query.map(([k, v]) => `${k}=${v}`).join('&');
  return search ? `${path}?${search}` : path;
}

export interface SweepOptions {
  /** Path-parameter values that exist for the caller (e.g. its own factor), to get past "not found". */
  pathHints?: Record<string, string>;
  /**
   * full: every variant; parameters: no body variants (the bulk); smoke: the well-formed request and a few
   * parameter variants, for a caller whose requests stop at the authentication check anyway.
   */
  depth?: 'full' | 'parameters' | 'smoke';
}

const SMOKE = new Set(['NUL', 'repeated', 'bad percent-encoding']);

/** Every malformed request the sweep sends to one route (authentication is added by the caller). */
export function sweepRequests(route: SweepRoute, { pathHints = {}, depth = 'full' }: SweepOptions = {}): SweepRequest[] {
  const requests: SweepRequest[] = [];
  const bodies = depth === 'full';
  const wanted = (label: string) => depth !== 'smoke' || SMOKE.has(label);
  const samplesOf = (p: { name: string; samples: string[] }) => [...new Set([...(PARAMETER_HINTS[p.name] ?? []), ...p.samples])];
  const basePath = Object.fromEntries(route.pathParameters.map((p) => [p.name, encodeURIComponent(pathHints[p.name] ?? samplesOf(p)[0] ?? 'x')]));
  const baseQueries: [string, string][][] = [
    route.queryParameters.flatMap((p) => (samplesOf(p)[0] ? [[p.name, encodeURIComponent(samplesOf(p)[0]!)] as [string, string]] : [])),
  ];
  for (const parameter of route.queryParameters) {
    for (const value of samplesOf(parameter).slice(1)) {
      baseQueries.push(baseQueries[0]!.filter(([k]) => k !== parameter.name).concat([[parameter.name, encodeURIComponent(value)]]));
    }
  }
  const add = (label: string, pathValues: Record<string, string>, query: [string, string][], body?: { text: string | Buffer; type: string }) =>
    requests.push({ label, method: route.method, url: buildUrl(route, pathValues, query), ...(body ? { body: body.text, contentType: body.type } : {}) });
  const baseBody = route.body ? (sampleValue(route.body) as Record<string, unknown>) : undefined;
  const json = (body: unknown) => ({ text: serialize(body), type: 'application/json' });

  for (const [queryIndex, query] of (depth === 'smoke' ? baseQueries.slice(0, 1) : baseQueries).entries()) {
    const at = query.map(([k, v]) => `${k}=${v}`).join('&') || 'no query';
    // Other known values of a parameter (grant_type=refresh_token, ...) lead to other code: a shorter list there.
    const valueVariants = queryIndex === 0 ? VALUE_VARIANTS : VALUE_VARIANTS.filter(([name]) => SHORT_VALUE_VARIANTS.has(name));
    add(`well-formed (${at})`, basePath, query, baseBody && json(baseBody));
    if (!route.body || !bodies) continue;
    // A body without declared fields still gets the whole-body variants below.
    const fields = Object.keys(baseBody && typeof baseBody === 'object' ? baseBody : {});
    for (const field of fields) {
      for (const [name, value] of valueVariants) add(`body.${field} = ${name} (${at})`, basePath, query, json({ ...baseBody, [field]: value }));
    }
    const allNul = Object.fromEntries(fields.map((f) => [f, 'a\u0000b']));
    add(`every body field NUL (${at})`, basePath, query, json(allNul));
  }

  const [firstQuery] = baseQueries;
  if (route.body && bodies) for (const [name, text, type] of WHOLE_BODY_VARIANTS) add(`body: ${name}`, basePath, firstQuery!, { text, type });

  const queryNames = route.queryParameters.map((p) => p.name);
  for (const name of [...queryNames, 'unknown']) {
    const others = firstQuery!.filter(([k]) => k !== name);
    const base = firstQuery!.find(([k]) => k === name)?.[1] ?? 'x';
    const variants: [string, [string, string][]][] = [
      ['NUL', [[name, 'a%00b']]],
      ['lone surrogate', [[name, LONE_SURROGATE_URL]]],
      ['bad percent-encoding', [[name, '%ff%']]],
      ['huge', [[name, 'x'.repeat(8_000)]]],
      [
        'repeated',
        [
          [name, base],
          [name, 'other'],
        ],
      ],
      [
        'bracketed array',
        [
          [`${name}[]`, 'a'],
          [`${name}[]`, 'b'],
        ],
      ],
      ['empty', [[name, '']]],
    ];
    if (depth !== 'smoke')
      variants.push(...BAD_QUERY_VALUES.map(([label, value]): [string, [string, string][]] => [label, [[name, encodeURIComponent(value)]]]));
    for (const [label, pairs] of variants.filter(([label]) => wanted(label)))
      add(`query ${name}: ${label}`, basePath, [...others, ...pairs], baseBody && json(baseBody));
  }
  if (depth !== 'smoke') {
    for (const cookie of BAD_COOKIES)
      requests.push({
        label: `cookie ${cookie}`,
        method: route.method,
        url: buildUrl(route, basePath, firstQuery!),
        cookie,
        ...(baseBody ? { body: serialize(baseBody), contentType: 'application/json' } : {}),
      });
  }
  if (depth !== 'smoke') add('query key with NUL', basePath, [...firstQuery!, ['a%00', 'x']], baseBody && json(baseBody));

  for (const parameter of route.pathParameters) {
    const variants: [string, string][] = [
      ['NUL', 'a%00b'],
      ['lone surrogate', LONE_SURROGATE_URL],
      ['bad percent-encoding', '%ff'],
      ['huge', 'x'.repeat(4_000)],
      ['encoded slash and dots', '..%2F..%2Fetc'],
      ['a random UUID', randomUUID()],
    ];
    for (const [label, value] of variants.filter(([label]) => wanted(label)))
      add(`path {${parameter.name}}: ${label}`, { ...basePath, [parameter.name]: value }, firstQuery!, baseBody && json(baseBody));
  }
  return requests;
}
