// `npm start`: builds the site and the API, then runs the one production-style process on PORT (default 3000):
// API, auth, docs and the prerendered site, with an embedded PostgreSQL under var/ unless DATABASE_URL is set.
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/api/apps/api/src/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
