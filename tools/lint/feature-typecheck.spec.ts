import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../..');
const tsconfig = (dir: string) => JSON.parse(readFileSync(join(root, dir, 'tsconfig.json'), 'utf8'));

/**
 * `npm test` type-checks the feature libraries only through apps/web (tools/scripts/test.mjs). That is the same check
 * only while apps/web includes every file of libs/web and each feature compiles with apps/web's options.
 */
describe("the feature libraries' type check through apps/web", () => {
  const web = tsconfig('apps/web');
  const features = readdirSync(join(root, 'libs/web')).filter((name) => name.startsWith('feature-'));

  it('finds the feature libraries', () => {
    expect(features.length).toBeGreaterThan(5);
  });

  it('includes every source file of libs/web', () => {
    expect(web.include).toEqual(expect.arrayContaining(['../../libs/web/**/src/**/*.ts', '../../libs/web/**/src/**/*.tsx']));
  });

  it.each(features)('compiles %s with the options of apps/web, from the same base', (feature) => {
    const own = tsconfig(`libs/web/${feature}`);
    expect(own.compilerOptions).toEqual(web.compilerOptions);
    expect(resolve(root, 'libs/web', feature, own.extends)).toBe(resolve(root, 'apps/web', web.extends));
    expect(own.include).toEqual(['src/**/*.ts', 'src/**/*.tsx']);
  });
});
