import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');

/**
 * The shared contracts only define constants and schemas, and the content only data. Saying so lets a page that uses
 * a constant (or imports its form's schema lazily, as useZodForm allows) leave the module's schemas, and zod, out of
 * its first script, and a form page that shows the offices leave out the service pages' text (whose lists are built
 * with calls the bundler cannot prove free of side effects).
 */
const SIDE_EFFECT_FREE = ['/libs/shared/contracts/src/', '/libs/shared/content/src/'];
const sharedLibsWithoutSideEffects: Plugin = {
  name: 'huron:shared-libs-without-side-effects',
  transform: (_code, id) => (SIDE_EFFECT_FREE.some((folder) => id.includes(folder)) ? { moduleSideEffects: false } : null),
};

/**
 * React Router's package exports only its development build (ENABLE_DEV_WARNINGS on: warning strings built on every
 * render, console output in the browser), an upstream problem (remix-run/react-router#14102). Its production build is
 * the same code with the flag off, so a build uses that file.
 */
const reactRouterProductionBuild = { find: /^react-router$/, replacement: resolve(root, 'node_modules/react-router/dist/production/index.mjs') };

export default defineConfig(({ command }) => ({
  root: here,
  plugins: [react(), sharedLibsWithoutSideEffects],
  // Read by libs/shared/content (site.ts): figures such as years in business are computed for the build's year.
  // The build's Michigan date is what prerendered pages state deadlines for (libs/web/ui useMichiganToday).
  define: {
    __SITE_BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __SITE_BUILD_DATE__: JSON.stringify(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Detroit' }).format(new Date())),
  },
  resolve: {
    alias: [
      ...(command === 'build' ? [reactRouterProductionBuild] : []),
      { find: '@huron/shared/content', replacement: resolve(root, 'libs/shared/content/src/index.ts') },
      { find: '@huron/shared/contracts/auth', replacement: resolve(root, 'libs/shared/contracts/src/auth/index.ts') },
      { find: '@huron/shared/contracts/tax-intake', replacement: resolve(root, 'libs/shared/contracts/src/tax-intake/index.ts') },
      { find: '@huron/shared/contracts/booking', replacement: resolve(root, 'libs/shared/contracts/src/booking/index.ts') },
      { find: '@huron/shared/contracts/common', replacement: resolve(root, 'libs/shared/contracts/src/common/index.ts') },
      { find: '@huron/shared/contracts/payments', replacement: resolve(root, 'libs/shared/contracts/src/payments/index.ts') },
      { find: '@huron/shared/contracts/referrals', replacement: resolve(root, 'libs/shared/contracts/src/referrals/index.ts') },
      { find: '@huron/shared/contracts/group-registration', replacement: resolve(root, 'libs/shared/contracts/src/group-registration/index.ts') },
      { find: '@huron/shared/contracts/careers', replacement: resolve(root, 'libs/shared/contracts/src/careers/index.ts') },
      { find: '@huron/shared/contracts/job-postings', replacement: resolve(root, 'libs/shared/contracts/src/job-postings/index.ts') },
      { find: '@huron/shared/contracts/offices', replacement: resolve(root, 'libs/shared/contracts/src/offices/index.ts') },
      { find: '@huron/shared/contracts/intake', replacement: resolve(root, 'libs/shared/contracts/src/intake/index.ts') },
      { find: '@huron/shared/contracts/uploads', replacement: resolve(root, 'libs/shared/contracts/src/uploads/index.ts') },
      { find: '@huron/shared/contracts/portal-messages', replacement: resolve(root, 'libs/shared/contracts/src/portal-messages/index.ts') },
      { find: '@huron/shared/contracts/invoices', replacement: resolve(root, 'libs/shared/contracts/src/invoices/index.ts') },
      { find: '@huron/shared/contracts/portal', replacement: resolve(root, 'libs/shared/contracts/src/portal/index.ts') },
      { find: '@huron/shared/contracts/engagements', replacement: resolve(root, 'libs/shared/contracts/src/engagements/index.ts') },
      { find: '@huron/shared/contracts/client-records', replacement: resolve(root, 'libs/shared/contracts/src/client-records/index.ts') },
      { find: '@huron/shared/contracts/signatures', replacement: resolve(root, 'libs/shared/contracts/src/signatures/signature-portal.schema.ts') },
      { find: '@huron/shared/contracts', replacement: resolve(root, 'libs/shared/contracts/src/index.ts') },
      { find: '@huron/shared/i18n/format', replacement: resolve(root, 'libs/shared/i18n/src/format/format.ts') },
      { find: '@huron/shared/i18n', replacement: resolve(root, 'libs/shared/i18n/src/index.ts') },
      { find: '@huron/web/ui/styles.css', replacement: resolve(root, 'libs/web/ui/src/styles/index.css') },
      { find: '@huron/web/ui/page-parts', replacement: resolve(root, 'libs/web/ui/src/page-parts/index.ts') },
      { find: '@huron/web/ui/tax-dates', replacement: resolve(root, 'libs/web/ui/src/dates/use-tax-calendar.ts') },
      { find: '@huron/web/ui/dialog', replacement: resolve(root, 'libs/web/ui/src/dialog/index.ts') },
      { find: '@huron/web/ui', replacement: resolve(root, 'libs/web/ui/src/index.ts') },
      { find: '@huron/web/data-access/api', replacement: resolve(root, 'libs/web/data-access/src/api/index.ts') },
      { find: '@huron/web/forms/upload', replacement: resolve(root, 'libs/web/forms/src/upload/index.ts') },
      { find: '@huron/web/forms', replacement: resolve(root, 'libs/web/forms/src/index.ts') },
      { find: '@huron/web/data-access', replacement: resolve(root, 'libs/web/data-access/src/index.ts') },
      { find: /^@huron\/web\/(feature-[a-z-]+)$/, replacement: resolve(root, 'libs/web/$1/src/index.ts') },
    ],
  },
  build: {
    outDir: resolve(root, 'dist/web'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    modulePreload: { polyfill: false },
  },
  server: {
    port: 4200,
    proxy: { '/api': 'http://localhost:3000', '/auth/v1': 'http://localhost:3000' },
  },
}));
