import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cyclicEdges, importGraph } from './auth-import-graph';

const authDir = resolve(__dirname, '../../apps/api/src/modules/auth');

describe('auth folder imports', () => {
  it('run one way only: no folder of modules/auth reaches itself through another folder', () => {
    const graph = importGraph(authDir);
    expect(graph.edges.length).toBeGreaterThan(20); // the reader sees auth's imports at all
    expect({ cycles: graph.cycles, edges: cyclicEdges(graph) }).toEqual({ cycles: [], edges: [] });
  });
});

describe('importGraph', () => {
  let dir: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'import-graph-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('counts imports between folders and finds a cycle through three folders, type imports and re-exports included', () => {
    write('a/a.service.ts', "import { B } from '../b/b.service';\nimport type { A2 } from './a2';\nexport const A = B;\n");
    write('b/b.service.ts', "import type { C } from '../c/c';\nexport { D } from '../d/d';\nexport const B = 1;\n");
    write('c/c.ts', "import { A } from '../a/a.service';\nimport { x } from '../../outside';\nexport type C = typeof A;\n");
    write('d/d.ts', 'export const D = 1;\n');
    write('a/a.spec.ts', "import { D } from '../d/d';\n");
    write('index.ts', "export { A } from './a/a.service';\n");
    const graph = importGraph(dir);
    expect(graph.edges).toEqual([
      { from: '(root)', to: 'a', count: 1 },
      { from: 'a', to: 'b', count: 1 },
      { from: 'b', to: 'c', count: 1 },
      { from: 'b', to: 'd', count: 1 },
      { from: 'c', to: 'a', count: 1 },
    ]);
    expect(graph.cycles).toEqual([['a', 'b', 'c']]);
    expect(cyclicEdges(graph).map((e) => `${e.from}->${e.to}`)).toEqual(['a->b', 'b->c', 'c->a']);
  });

  it('reports no cycle when folders only import downwards', () => {
    write('a/a.ts', "import { B } from '../b/b';\nexport const A = B;\n");
    write('b/b.ts', 'export const B = 1;\n');
    expect(importGraph(dir).cycles).toEqual([]);
  });
});
