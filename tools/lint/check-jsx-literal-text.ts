// `npm run lint` step: refuses literal English in the JSX of the web app and its libraries (see jsx-literal-text.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { literalTextIn } from './jsx-literal-text';

const root = resolve(__dirname, '../..');
const roots = ['apps/web/src', 'libs/web'];

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : componentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.spec.') ? [path] : [];
  });
}

let problems = 0;
const files = roots.flatMap((dir) => componentFiles(join(root, dir)));
for (const file of files) {
  for (const found of literalTextIn(readFileSync(file, 'utf8'), file)) {
    console.error(`${relative(root, file)}:${found.line}  ${found.where}: "${found.text}"`);
    problems++;
  }
}
if (problems) {
  console.error(`\n${problems} literal text(s) in JSX: add them to libs/shared/i18n/messages/en.json and use m.key().`);
  process.exit(1);
}
console.log(`JSX interface text: ${files.length} files checked`);
