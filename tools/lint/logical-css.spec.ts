import { physicalDeclarations } from './logical-css';

const uses = (css: string) => physicalDeclarations(css).map((found) => `${found.line} ${found.declaration} -> ${found.use}`);

describe('physicalDeclarations', () => {
  it('finds left/right properties, keywords and lopsided shorthands, with the logical replacement', () => {
    const css = [
      '.a { margin-left: 4px; padding-right: 2px; border-left: 1px solid red; border-right-width: 2px; }',
      '.b { position: absolute; left: 0; right: 12px; text-align: left; float: right; clear: left; }',
      '.c { margin: 0 4px 0 8px; border-radius: 0 4px 4px 0; border-top-left-radius: 2px; }',
    ].join('\n');
    expect(uses(css)).toEqual([
      '1 margin-left: 4px -> margin-inline-start',
      '1 padding-right: 2px -> padding-inline-end',
      '1 border-left: 1px solid red -> border-inline-start',
      '1 border-right-width: 2px -> border-inline-end-width',
      '2 left: 0 -> inset-inline-start',
      '2 right: 12px -> inset-inline-end',
      '2 text-align: left -> text-align: start',
      '2 float: right -> float: inline-end',
      '2 clear: left -> clear: inline-start',
      '3 margin: 0 4px 0 8px -> margin-block and margin-inline (its left and right differ)',
      '3 border-radius: 0 4px 4px 0 -> border-radius plus border-start-start-radius and the other logical corners',
      '3 border-top-left-radius: 2px -> border-start-start-radius',
    ]);
  });

  it('accepts logical properties, symmetric shorthands, top/bottom and selectors that mention left', () => {
    const css = [
      '.a { margin-inline-start: 4px; inset-inline-end: 0; text-align: start; float: inline-start; border-inline-start: 1px solid; }',
      '.b { margin: 0 auto; padding: 1px 2px 3px; margin: 1px 2px 3px 2px; border-radius: var(--radius); top: 0; border-bottom: 1px solid; }',
      '.left-column:hover, .align-right { color: red; }',
      '/* margin-left: 4px in a comment */',
    ].join('\n');
    expect(uses(css)).toEqual([]);
  });

  it('lets a declaration stay physical when the line above says why', () => {
    const css = [
      '/* logical-css: allow - a glyph whose shape does not follow the reading direction */',
      '.tick { border-left: 2px solid; }',
      '.next { border-left: 2px solid; }',
    ].join('\n');
    expect(uses(css)).toEqual(['3 border-left: 2px solid -> border-inline-start']);
  });
});
