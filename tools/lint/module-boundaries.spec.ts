import { execFile } from 'node:child_process';
import { join } from 'node:path';

/** The one-way import rules are real: these imports fail `npm run lint`. */
describe('module boundaries', () => {
  const root = join(__dirname, '../..');
  const LINT_TIMEOUT_MS = 60_000; // each probe starts the ESLint CLI, which builds the Nx project graph

  /** Lints the code as if it were saved at `file`, through the real CLI and the project's config. */
  function boundaryErrors(file: string, code: string, rule = '@nx/enforce-module-boundaries'): Promise<string[]> {
    return new Promise((resolve, reject) => {
      const child = execFile(join(root, 'node_modules/.bin/eslint'), ['--stdin', '--stdin-filename', join(root, file), '--format', 'json'], { cwd: root }, (error, stdout) => {
        try {
          const [result] = JSON.parse(stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
          resolve((result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message));
        } catch {
          reject(error ?? new Error(`eslint printed no JSON: ${stdout}`));
        }
      });
      child.stdin?.end(code);
    });
  }

  it('rejects a shared library importing a web library', async () => {
    expect(await boundaryErrors('libs/shared/contracts/src/probe.ts', `import { Icon } from '@huron/web/ui';\nexport const x = Icon;\n`)).not.toEqual([]);
  }, LINT_TIMEOUT_MS);

  it('rejects the UI kit importing client state', async () => {
    expect(await boundaryErrors('libs/web/ui/src/probe.ts', `import { toast } from '@huron/web/data-access';\nexport const x = toast;\n`)).not.toEqual([]);
  }, LINT_TIMEOUT_MS);

  it('rejects web code importing API code', async () => {
    expect(await boundaryErrors('libs/web/data-access/src/probe.ts', `import { createApp } from '../../../../apps/api/src/bootstrap';\nexport const x = createApp;\n`)).not.toEqual([]);
  }, LINT_TIMEOUT_MS);

  it('allows a feature library to use the UI kit and shared content', async () => {
    expect(
      await boundaryErrors('libs/web/feature-marketing/src/probe.ts', `import { Icon } from '@huron/web/ui';\nimport { site } from '@huron/shared/content';\nexport const x = [Icon, site];\n`),
    ).toEqual([]);
  }, LINT_TIMEOUT_MS);

  describe('API modules are reached only through their index.ts', () => {
    const internals = (file: string, code: string) => boundaryErrors(file, code, 'no-restricted-imports');

    it('rejects a module file importing another module\'s internal file', async () => {
      expect(await internals('apps/api/src/modules/auth/users/probe.ts', `import { ProfilesService } from '../../profiles/profiles.service';\nexport const x = ProfilesService;\n`)).not.toEqual([]);
      expect(await internals('apps/api/src/modules/profiles/probe.ts', `import { JwtAuthGuard } from '../auth/passport/jwt-auth.guard';\nexport const x = JwtAuthGuard;\n`)).not.toEqual([]);
    }, LINT_TIMEOUT_MS);

    it('rejects code outside the modules importing a module\'s internal file', async () => {
      expect(await internals('apps/api/src/cli/probe.ts', `import { UsersService } from '../modules/auth/users/users.service';\nexport const x = UsersService;\n`)).not.toEqual([]);
    }, LINT_TIMEOUT_MS);

    it('allows another module\'s index, the module\'s own files and the platform', async () => {
      expect(
        await internals(
          'apps/api/src/modules/profiles/probe.ts',
          `import { RequireUser } from '../auth';\nimport { ProfilesService } from './profiles.service';\nimport { EventBus } from '../../platform/events/event-bus';\nexport const x = [RequireUser, ProfilesService, EventBus];\n`,
        ),
      ).toEqual([]);
      expect(await internals('apps/api/src/modules/auth/users/probe.ts', `import { SessionsService } from '../sessions/sessions.service';\nexport const x = SessionsService;\n`)).toEqual([]);
    }, LINT_TIMEOUT_MS);
  });
});
