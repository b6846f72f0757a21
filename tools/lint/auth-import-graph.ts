// Folder-to-folder imports inside one API module, and the cycles between its folders.
// `npx tsx tools/lint/auth-import-graph.ts [module dir]` prints them; auth-import-graph.spec.ts holds auth to no cycles.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface FolderImport {
  from: string;
  to: string;
  /** How many import statements run along this edge. */
  count: number;
}

export interface ImportGraph {
  edges: FolderImport[];
  /** Groups of folders that reach one another (strongly connected components of two or more folders). */
  cycles: string[][];
}

/** Files at the module's root (auth.module.ts, index.ts) compose the folders, so they are a folder of their own. */
const ROOT = '(root)';
const SPECIFIER = /^\s*(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']*)'/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The top folder of `path` inside `moduleDir`, or null when the path is outside the module. */
function folderOf(moduleDir: string, path: string): string | null {
  const rel = relative(moduleDir, path);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(/[\\/]/);
  return parts.length > 1 ? parts[0]! : ROOT;
}

export function importGraph(moduleDir: string): ImportGraph {
  const counts = new Map<string, number>();
  for (const file of sourceFiles(moduleDir)) {
    const from = folderOf(moduleDir, file)!;
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const to = folderOf(moduleDir, resolve(dirname(file), match[1]!));
      if (!to || to === from) continue;
      const key = `${from}\0${to}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const edges = [...counts].map(([key, count]) => {
    const [from, to] = key.split('\0') as [string, string];
    return { from, to, count };
  });
  edges.sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  return { edges, cycles: stronglyConnected(edges) };
}

/** Tarjan's algorithm; only components of two or more folders are cycles. */
function stronglyConnected(edges: FolderImport[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node)!) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** Edges whose both ends lie in one cycle: the imports that would have to change to break it. */
export function cyclicEdges(graph: ImportGraph): FolderImport[] {
  const group = new Map(graph.cycles.flatMap((cycle, i) => cycle.map((folder) => [folder, i] as const)));
  return graph.edges.filter((edge) => group.has(edge.from) && group.get(edge.from) === group.get(edge.to));
}

if (require.main === module) {
  const moduleDir = resolve(process.argv[2] ?? join(__dirname, '../../apps/api/src/modules/auth'));
  const graph = importGraph(moduleDir);
  const inCycles = cyclicEdges(graph);
  for (const edge of graph.edges) console.log(`${edge.from} -> ${edge.to} (${edge.count})`);
  console.log(`\n${graph.edges.length} folder-to-folder edges, ${graph.edges.reduce((n, e) => n + e.count, 0)} imports`);
  console.log(`${graph.cycles.length} cycle group(s): ${graph.cycles.map((c) => c.join(' <-> ')).join('; ') || 'none'}`);
  console.log(`${inCycles.length} edges (${inCycles.reduce((n, e) => n + e.count, 0)} imports) inside cycles`);
  for (const cycle of graph.cycles) {
    for (const a of cycle)
      for (const b of cycle) {
        if (a < b && graph.edges.some((e) => e.from === a && e.to === b) && graph.edges.some((e) => e.from === b && e.to === a))
          console.log(`  two-way: ${a} <-> ${b}`);
      }
  }
}
