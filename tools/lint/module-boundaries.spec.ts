import { LINT_TIMEOUT_MS, lintAs } from './lint-as';

/** A probe: its title, where the code is saved, and what it imports (each name from its module). */
type Probe = [title: string, file: string, imports: Record<string, string>];

/** The probe's source: its imports, and an export that uses every imported name so none is unused. */
const probeCode = (imports: Record<string, string>) =>
  `${Object.entries(imports)
    .map(([name, from]) => `import { ${name} } from '${from}';\n`)
    .join('')}export const x = [${Object.keys(imports).join(', ')}];\n`;

const errorsOf = async (rule: string, [, file, imports]: Probe) => (await lintAs(file, probeCode(imports))).filter((m) => m.ruleId === rule);

/** `rule` reports every `refused` probe and none of the `allowed` ones. */
const checkEach = (rule: string, refused: Probe[], allowed: Probe[]) => {
  it.each(refused)('rejects %s', async (...probe) => expect(await errorsOf(rule, probe)).not.toEqual([]), LINT_TIMEOUT_MS);
  it.each(allowed)('allows %s', async (...probe) => expect(await errorsOf(rule, probe)).toEqual([]), LINT_TIMEOUT_MS);
};

/** The one-way import rules are real: these imports fail `npm run lint`. */
describe('module boundaries', () => {
  checkEach(
    '@nx/enforce-module-boundaries',
    [
      ['a shared library importing a web library', 'libs/shared/contracts/src/probe.ts', { Icon: '@huron/web/ui' }],
      ['the UI kit importing client state', 'libs/web/ui/src/probe.ts', { toast: '@huron/web/data-access' }],
      ['web code importing API code', 'libs/web/data-access/src/probe.ts', { createApp: '../../../../apps/api/src/bootstrap' }],
      ['a feature library importing another feature library', 'libs/web/feature-careers/src/probe.ts', { marketingRoutes: '@huron/web/feature-marketing' }],
      ["a feature library reaching into another's files", 'libs/web/feature-careers/src/probe.ts', { HomePage: '../../feature-marketing/src/pages/home' }],
    ],
    [
      ['the shell to compose the routes a feature library exports', 'apps/web/src/probe.ts', { careersRoutes: '@huron/web/feature-careers' }],
      [
        'a feature library to use the UI kit and shared content',
        'libs/web/feature-marketing/src/probe.ts',
        { Icon: '@huron/web/ui', site: '@huron/shared/content' },
      ],
    ],
  );

  describe('API modules are reached only through their index.ts', () => {
    const profiles = 'apps/api/src/modules/profiles/probe.ts';
    const users = 'apps/api/src/modules/auth/users/probe.ts';
    checkEach(
      'no-restricted-imports',
      [
        ["a module file importing another module's internal service", users, { ProfilesService: '../../profiles/profiles.service' }],
        ["a module file importing another module's internal guard", profiles, { JwtAuthGuard: '../auth/passport/jwt-auth.guard' }],
        ["code outside the modules importing a module's internal file", 'apps/api/src/cli/probe.ts', { UsersService: '../modules/auth/users/users.service' }],
      ],
      [
        [
          "another module's index, the module's own files and the platform",
          profiles,
          { RequireUser: '../auth', ProfilesService: './profiles.service', EventBus: '../../platform/events/event-bus' },
        ],
        ["a module's own files in another of its folders", users, { SessionsService: '../sessions/sessions.service' }],
      ],
    );
  });
});
