// Unit specs beside the code, one Jest project per Nx project.
const transform = require('./tools/jest/swc-transform.cjs');
const moduleNameMapper = require('./tools/jest/module-name-mapper.cjs');

const project = (displayName, roots, testEnvironment = 'node') => ({
  displayName,
  roots,
  testEnvironment,
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  transform: { '^.+\\.(t|j)sx?$': transform },
  transformIgnorePatterns: ['/node_modules/(?!(@huron)/)'],
  moduleNameMapper,
});

module.exports = {
  projects: [
    project('api', ['<rootDir>/apps/api/src']),
    project('shared-content', ['<rootDir>/libs/shared/content']),
    project('shared-contracts', ['<rootDir>/libs/shared/contracts']),
    project('shared-i18n', ['<rootDir>/libs/shared/i18n/src']),
    project('web-data-access', ['<rootDir>/libs/web/data-access/src']),
    project('web-ui', ['<rootDir>/libs/web/ui/src']),
    project('web-forms', ['<rootDir>/libs/web/forms/src']),
    project('web-feature-account', ['<rootDir>/libs/web/feature-account/src']),
    project('web-feature-careers', ['<rootDir>/libs/web/feature-careers/src']),
    project('web-feature-submit-info', ['<rootDir>/libs/web/feature-submit-info/src']),
    project('web-feature-booking', ['<rootDir>/libs/web/feature-booking/src']),
    project('web-feature-contact', ['<rootDir>/libs/web/feature-contact/src']),
    project('web-feature-dashboard', ['<rootDir>/libs/web/feature-dashboard/src']),
    project('web-feature-portal', ['<rootDir>/libs/web/feature-portal/src']),
    project('web-feature-admin', ['<rootDir>/libs/web/feature-admin/src']),
    project('web-feature-payments', ['<rootDir>/libs/web/feature-payments/src']),
    project('web-feature-marketing', ['<rootDir>/libs/web/feature-marketing/src']),
    project('web-feature-tax-school', ['<rootDir>/libs/web/feature-tax-school/src']),
    project('tools', ['<rootDir>/tools']),
  ],
};
