// `npm start`: builds the site and the API, then runs the one production-style process on PORT (default 3000):
// API, auth, docs and the prerendered site, with an embedded PostgreSQL under var/ unless DATABASE_URL is set.
// The server is supervised: an unforeseen crash (it exits non-zero on an unhandled failure) is restarted with back-off.
import { spawnSync } from 'node:child_process';
import { supervise } from './supervise.mjs';

const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } });
if (build.status !== 0) process.exit(build.status ?? 1);

// On a terminal the JSON log lines are printed readably (LOG_FORMAT=json keeps them as they are).
const pretty = Boolean(process.stdout.isTTY) && process.env.LOG_FORMAT !== 'json';
process.exit(await supervise(process.execPath, ['--enable-source-maps', 'dist/api/apps/api/src/main.js'], { pretty }));
