// Compiles the API and the shared libraries it imports to CommonJS with SWC (decorator metadata included),
// mirroring the source tree under dist/api so path aliases resolve to relative imports.
// --out <dir>: compile there instead (inside the checkout, so node_modules resolve), e.g. for a test run's own copy.
import { transformFile } from '@swc/core';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outArgument = process.argv.indexOf('--out');
const out = outArgument > 0 ? resolve(process.argv[outArgument + 1]) : join(root, 'dist/api');
// The i18n library's formatter only: the API's mails format dates and money the way the pages do (the catalogue stays web-only).
// libs/shared/i18n whole: the mails take their text from the compiled catalogue (Paraglide's ES modules, made CommonJS here).
const sources = ['apps/api/src', 'libs/shared/content/src', 'libs/shared/contracts/src', 'libs/shared/i18n/src'];
const tsconfig = JSON.parse(await import('node:fs').then((fs) => fs.readFileSync(join(root, 'tsconfig.base.json'), 'utf8')));

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (/\.ts$/.test(entry.name) && !/\.(spec|test)\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
    else if (entry.name.endsWith('.js') && full.includes('/paraglide/')) yield full;
  }
}

await rm(out, { recursive: true, force: true });
const started = Date.now();
let count = 0;
const jobs = [];
for (const source of sources) {
  for await (const file of walk(join(root, source))) {
    jobs.push(
      transformFile(file, {
        swcrc: false,
        sourceMaps: true,
        jsc: {
          parser: file.endsWith('.js') ? { syntax: 'ecmascript' } : { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2022',
          baseUrl: root,
          paths: tsconfig.compilerOptions.paths,
          keepClassNames: true,
        },
        module: { type: 'commonjs', ignoreDynamic: true },
      }).then(async ({ code, map }) => {
        const target = join(out, relative(root, file)).replace(/\.(ts|js)$/, '.js');
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, `${code}\n//# sourceMappingURL=${target.split('/').pop()}.map\n`);
        if (map) await writeFile(`${target}.map`, map);
        count++;
      }),
    );
  }
}
await Promise.all(jobs);
console.log(`api: compiled ${count} files to ${relative(root, out)} in ${Date.now() - started} ms`);
