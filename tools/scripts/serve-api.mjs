// `nx serve api`: builds the API with SWC (decorator metadata included, which tsx/esbuild cannot emit),
// runs it, and rebuilds and restarts it whenever a source file changes.
import { spawn, spawnSync } from 'node:child_process';
import { watch } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
let child;
let timer;

function restart() {
  const build = spawnSync(process.execPath, ['tools/scripts/build-api.mjs'], { cwd: root, stdio: 'inherit' });
  const start = () => {
    child =
      build.status === 0 ? spawn(process.execPath, ['--enable-source-maps', 'dist/api/apps/api/src/main.js'], { cwd: root, stdio: 'inherit' }) : undefined;
  };
  if (child && child.exitCode === null) {
    child.once('exit', start);
    child.kill('SIGTERM');
  } else start();
}

for (const dir of ['apps/api/src', 'libs/shared']) {
  watch(resolve(root, dir), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(restart, 200);
  });
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => (child ? (child.once('exit', () => process.exit(0)), child.kill(signal)) : process.exit(0)));
restart();
