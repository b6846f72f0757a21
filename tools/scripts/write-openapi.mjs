// Writes the API's OpenAPI document to apps/api/openapi.json (stable key order) so API changes show in review.
// Uses the compiled API (npm run build first); needs no database.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const { generateOpenApiJson } = require(resolve(root, 'dist/api/apps/api/src/openapi/generate.js'));
const target = resolve(root, 'apps/api/openapi.json');
writeFileSync(target, await generateOpenApiJson());
console.log(`wrote ${target}`);
