import { LINT_TIMEOUT_MS, lintAs } from './lint-as';

/** Pages read server data only through the generated client and the shared query cache: these fail `npm run lint`. */
describe('api access from feature libraries', () => {
  const ruleIds = async (file: string, code: string) => (await lintAs(file, code)).map((m) => m.ruleId);

  it(
    'rejects a page calling fetch',
    async () => {
      expect(await ruleIds('libs/web/feature-careers/src/pages/probe.tsx', `export const load = () => fetch('/api/content/jobs');\n`)).toContain(
        'no-restricted-globals',
      );
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'rejects window.fetch',
    async () => {
      expect(await ruleIds('libs/web/feature-careers/src/pages/probe.tsx', `export const load = () => window.fetch('/api/content/jobs');\n`)).toContain(
        'no-restricted-syntax',
      );
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'rejects a second client made with openapi-fetch',
    async () => {
      expect(
        await ruleIds('libs/web/feature-careers/src/api/probe.ts', `import createClient from 'openapi-fetch';\nexport const client = createClient();\n`),
      ).toContain('no-restricted-imports');
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'rejects a query hook without the shared query client',
    async () => {
      expect(
        await ruleIds(
          'libs/web/feature-careers/src/api/probe.ts',
          `import { useQuery } from '@tanstack/react-query';\nexport const useJobs = () => useQuery({ queryKey: ['jobs'], queryFn: async () => [] });\n`,
        ),
      ).toContain('no-restricted-syntax');
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'allows an endpoint file built on apiClient and queryClient',
    async () => {
      const code = `import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
export const jobsQueryOptions = () => queryOptions({ queryKey: ['jobs'], queryFn: async () => dataOrThrow(await apiClient.GET('/api/content/jobs')) });
export const useJobs = () => useQuery(jobsQueryOptions(), queryClient);
`;
      expect(await lintAs('libs/web/feature-careers/src/api/get-jobs.ts', code)).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );
});
