// The tsconfig path aliases, for Jest.
const { join } = require('node:path');
const { compilerOptions } = require('../../tsconfig.base.json');

const root = join(__dirname, '../..');
module.exports = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
    `^${alias.replace(/[/.]/g, '\\$&').replace('*', '(.*)')}$`,
    join(root, target.replace('*', '$1')),
  ]),
);
