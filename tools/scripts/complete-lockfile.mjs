// Run after `npm install` changes package-lock.json. The registry mirror these machines use lacks some
// platform-specific optional packages (e.g. @swc/core-darwin-arm64); npm then leaves them out of the lock file
// and `npm ci` refuses the lock as "out of sync". We add a platform-tagged entry for each missing optional
// dependency: npm ci skips it on other platforms and fetches it by version where it applies.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'x64', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32', 'arm'];

const file = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;

for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const candidates = [`${path ? `${path}/` : ''}node_modules/${name}`, `node_modules/${name}`];
    if (candidates.some((c) => packages[c])) continue;
    const tokens = name.split('/').pop().split('-');
    const os = OS.find((o) => tokens.includes(o));
    const cpu = CPU.find((c) => tokens.includes(c));
    if (!os && !cpu) throw new Error(`${name} (optional dependency of ${path}) is missing from the lock file and is not platform-specific`);
    packages[`node_modules/${name}`] = { version: spec.replace(/^[\^~=]/, ''), ...(cpu && { cpu: [cpu] }), optional: true, ...(os && { os: [os] }) };
    added++;
  }
}

writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
