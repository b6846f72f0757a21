import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger } from 'pino';
import type { SiteData } from '@huron/shared/contracts';
import { staticFile, type StaticFile } from './static-file';
import type { WebHost } from './web-host';
import type { LivePageSpec } from './web-manifest';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The web build's server entry (apps/web/src/entry-server.tsx), as far as the API uses it. */
export interface PageRenderer {
  render(url: string, siteData: Partial<SiteData>): Promise<{ head: string; html: string }>;
}

export interface LivePagesOptions {
  host: WebHost;
  /** The current site data (SiteDataRegistry.snapshot). */
  snapshot: () => Promise<Partial<SiteData>>;
  /** Loads the server entry (the build's, by default: manifest `live.serverEntry` under `distDir`). */
  renderer: () => Promise<PageRenderer>;
  intervalMs: number;
  log: Logger;
}

export interface LivePages {
  /** Reads the site data and, when it changed since the pages were last rendered, renders them and serves the new ones. */
  refresh(): Promise<'unchanged' | 'rendered'>;
  stop(): void;
}

/** The build's server entry: an ES module, imported as one (the API is CommonJS; SWC leaves `import()` as it is). */
export function buildRenderer(distDir: string, serverEntry: string): () => Promise<PageRenderer> {
  let loaded: Promise<PageRenderer> | undefined;
  return () => (loaded ??= import(pathToFileURL(join(distDir, serverEntry)).href) as Promise<PageRenderer>);
}

/**
 * Keeps the served HTML as the site data is: at start and then every `intervalMs`, each process reads the snapshot of
 * every site data source and, when it differs from the one its pages show, renders every page with the build's server
 * entry (the same render as the build's, given the data), puts the render's head and body where the build's were, and
 * serves the result with fresh brotli and gzip copies. Pages are swapped all at once, only after all of them rendered:
 * a failure (the database away, a render throwing) is logged and the pages served stay as they were, tried again at
 * the next check. Each process refreshes its own memory; nothing is shared between processes, none needs to lead.
 */
export function startLivePages(files: Record<string, LivePageSpec>, options: LivePagesOptions): LivePages {
  const { host, log } = options;
  const built = new Map<string, string>();
  for (const name of Object.keys(files)) {
    const file = host.file(name);
    if (!file) throw new Error(`the manifest's live page ${name} is not in the build`);
    built.set(name, file.body.toString('utf8'));
  }
  let shown = JSON.stringify({});
  let running: Promise<'unchanged' | 'rendered'> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function render(): Promise<'unchanged' | 'rendered'> {
    const data = await options.snapshot();
    const key = JSON.stringify(data);
    if (key === shown) return 'unchanged';
    const renderer = await options.renderer();
    const updates = new Map<string, StaticFile>();
    for (const [name, spec] of Object.entries(files)) {
      const build = built.get(name)!;
      const page = await renderer.render(spec.url, data);
      const html = build.slice(0, spec.head[0]) + page.head + build.slice(spec.head[1], spec.html[0]) + page.html + build.slice(spec.html[1]);
      const body = Buffer.from(html, 'utf8');
      if (host.file(name)?.body.equals(body)) continue;
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipAsync(body, { level: 9 }),
      ]);
      updates.set(name, staticFile(name, body, br, gz));
    }
    host.replace(updates);
    shown = key;
    log.info({ pages: updates.size }, 'site data changed: pages rendered again');
    return 'rendered';
  }

  const refresh = () => (running ??= render().finally(() => (running = undefined)));

  const tick = () => {
    refresh()
      .catch((err: unknown) => log.warn({ err }, 'site data refresh failed; the pages served stay as they were'))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, options.intervalMs);
        timer.unref();
      })
      .catch(() => undefined);
  };
  tick();

  return {
    refresh,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
