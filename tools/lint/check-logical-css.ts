// `npm run lint` step: refuses CSS declarations tied to physical left/right in the web app and its libraries,
// so dir="rtl" keeps working. Mark a deliberate exception with a `/* logical-css: allow - why */` line above it.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { physicalDeclarations } from './logical-css';

const root = resolve(__dirname, '../..');
const roots = ['apps/web', 'libs/web'];

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

let problems = 0;
const files = roots.flatMap((dir) => cssFiles(join(root, dir)));
for (const file of files) {
  for (const found of physicalDeclarations(readFileSync(file, 'utf8'))) {
    console.error(`${relative(root, file)}:${found.line}  ${found.declaration}  -> use ${found.use}`);
    problems++;
  }
}
if (problems) {
  console.error(`\n${problems} physical-direction CSS declaration(s): use logical properties so right-to-left pages work.`);
  process.exit(1);
}
console.log(`logical CSS: ${files.length} files checked`);
