// Writes a complete HTML document for every page route, plus 404 pages, sitemap.xml, robots.txt and the
// manifest the API reads to serve them. Text files get brotli and gzip variants beside them.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;

export async function prerender({ webDist, serverEntry }) {
  const server = await import(pathToFileURL(serverEntry).href);
  const template = await readFile(join(webDist, 'index.html'), 'utf8');
  const viteManifest = JSON.parse(await readFile(join(webDist, '.vite/manifest.json'), 'utf8'));
  const scriptHashes = [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `sha256-${createHash('sha256').update(m[1]).digest('base64')}`,
  );

  const pages = {};
  const sitemap = [];
  const writePage = async (file, rendered) => {
    const preloads = modulePreloads(viteManifest, rendered.modules).map((href) => `<link rel="modulepreload" href="${href}">`);
    const html = template
      .replace('<!--app-head-->', [rendered.head, ...preloads].join('\n    '))
      .replace('<!--app-html-->', rendered.html);
    await mkdir(dirname(join(webDist, file)), { recursive: true });
    await writeFile(join(webDist, file), html);
  };

  for (const path of server.prerenderPaths) {
    const rendered = await server.render(path);
    if (rendered.status !== 200) throw new Error(`${path} rendered with status ${rendered.status}`);
    const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
    await writePage(file, rendered);
    pages[path] = file;
    if (!rendered.headData.noindex) sitemap.push(rendered.headData.canonical);
  }

  const notFound = { default: '404.html', byPrefix: {} };
  await writePage('404.html', await server.render('/__not-found__'));
  for (const [prefix, samplePath] of Object.entries(server.notFoundSamples ?? {})) {
    const file = `404${prefix.replace(/\/$/, '').replace(/\//g, '-')}.html`;
    await writePage(file, await server.render(samplePath));
    notFound.byPrefix[prefix] = file;
  }

  const origin = new URL(sitemap[0] ?? 'http://localhost/').origin;
  await writeFile(join(webDist, 'sitemap.xml'), sitemapXml(sitemap));
  await writeFile(join(webDist, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /auth/\nDisallow: /dashboard\n\nSitemap: ${origin}/sitemap.xml\n`);
  await writeFile(join(webDist, 'manifest.json'), JSON.stringify({ pages, notFound, scriptHashes }, null, 2));
  await rm(join(webDist, '.vite'), { recursive: true, force: true });

  let files = 0;
  for await (const file of walk(webDist)) {
    if (!COMPRESSIBLE.test(file) || file.endsWith('manifest.json')) continue;
    const body = await readFile(file);
    await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
    files++;
  }
  return { pages: Object.keys(pages).length, files };
}

/** The chunk of each lazily loaded page module and the chunks it imports, as absolute URLs. */
function modulePreloads(manifest, modules) {
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) {
    const key = Object.keys(manifest).find((k) => k.endsWith(module));
    if (!key) throw new Error(`No built chunk for ${module}`);
    visit(key);
  }
  const entry = Object.values(manifest).find((c) => c.isEntry);
  return [...seen].filter((file) => file !== entry?.file).map((file) => `/${file}`);
}

function sitemapXml(urls) {
  const items = urls.map((url) => `  <url><loc>${url}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</urlset>\n`;
}

async function* walk(dir) {
  for (const name of await readdir(dir)) {
    const full = join(dir, name);
    if ((await stat(full)).isDirectory()) yield* walk(full);
    else yield full;
  }
}
