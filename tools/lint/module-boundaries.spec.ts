import { LINT_TIMEOUT_MS, lintAs } from './lint-as';

/** The one-way import rules are real: these imports fail `npm run lint`. */
describe('module boundaries', () => {
  const boundaryErrors = async (file: string, code: string, rule = '@nx/enforce-module-boundaries') =>
    (await lintAs(file, code)).filter((m) => m.ruleId === rule).map((m) => m.message);

  it(
    'rejects a shared library importing a web library',
    async () => {
      expect(await boundaryErrors('libs/shared/contracts/src/probe.ts', `import { Icon } from '@huron/web/ui';\nexport const x = Icon;\n`)).not.toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'rejects the UI kit importing client state',
    async () => {
      expect(await boundaryErrors('libs/web/ui/src/probe.ts', `import { toast } from '@huron/web/data-access';\nexport const x = toast;\n`)).not.toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'rejects web code importing API code',
    async () => {
      expect(
        await boundaryErrors(
          'libs/web/data-access/src/probe.ts',
          `import { createApp } from '../../../../apps/api/src/bootstrap';\nexport const x = createApp;\n`,
        ),
      ).not.toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'rejects a feature library importing another feature library',
    async () => {
      expect(
        await boundaryErrors(
          'libs/web/feature-careers/src/probe.ts',
          `import { marketingRoutes } from '@huron/web/feature-marketing';\nexport const x = marketingRoutes;\n`,
        ),
      ).not.toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    "rejects a feature library reaching into another feature library's files",
    async () => {
      expect(
        await boundaryErrors(
          'libs/web/feature-careers/src/probe.ts',
          `import { HomePage } from '../../feature-marketing/src/pages/home';\nexport const x = HomePage;\n`,
        ),
      ).not.toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'allows the shell to compose the routes a feature library exports',
    async () => {
      expect(
        await boundaryErrors('apps/web/src/probe.ts', `import { careersRoutes } from '@huron/web/feature-careers';\nexport const x = careersRoutes;\n`),
      ).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'allows a feature library to use the UI kit and shared content',
    async () => {
      expect(
        await boundaryErrors(
          'libs/web/feature-marketing/src/probe.ts',
          `import { Icon } from '@huron/web/ui';\nimport { site } from '@huron/shared/content';\nexport const x = [Icon, site];\n`,
        ),
      ).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );

  describe('API modules are reached only through their index.ts', () => {
    const internals = (file: string, code: string) => boundaryErrors(file, code, 'no-restricted-imports');

    it(
      "rejects a module file importing another module's internal file",
      async () => {
        expect(
          await internals(
            'apps/api/src/modules/auth/users/probe.ts',
            `import { ProfilesService } from '../../profiles/profiles.service';\nexport const x = ProfilesService;\n`,
          ),
        ).not.toEqual([]);
        expect(
          await internals(
            'apps/api/src/modules/profiles/probe.ts',
            `import { JwtAuthGuard } from '../auth/passport/jwt-auth.guard';\nexport const x = JwtAuthGuard;\n`,
          ),
        ).not.toEqual([]);
      },
      LINT_TIMEOUT_MS,
    );

    it(
      "rejects code outside the modules importing a module's internal file",
      async () => {
        expect(
          await internals('apps/api/src/cli/probe.ts', `import { UsersService } from '../modules/auth/users/users.service';\nexport const x = UsersService;\n`),
        ).not.toEqual([]);
      },
      LINT_TIMEOUT_MS,
    );

    it(
      "allows another module's index, the module's own files and the platform",
      async () => {
        expect(
          await internals(
            'apps/api/src/modules/profiles/probe.ts',
            `import { RequireUser } from '../auth';\nimport { ProfilesService } from './profiles.service';\nimport { EventBus } from '../../platform/events/event-bus';\nexport const x = [RequireUser, ProfilesService, EventBus];\n`,
          ),
        ).toEqual([]);
        expect(
          await internals(
            'apps/api/src/modules/auth/users/probe.ts',
            `import { SessionsService } from '../sessions/sessions.service';\nexport const x = SessionsService;\n`,
          ),
        ).toEqual([]);
      },
      LINT_TIMEOUT_MS,
    );
  });
});
