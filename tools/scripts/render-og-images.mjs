// Renders the 1200x630 link-preview pictures (og:image) of each page type from the site's own SVG artwork, with
// Chromium. The PNGs are committed (apps/web/public/images/og), so neither the build nor `npm start` needs a
// browser; run this again after changing the artwork or the titles: `node tools/scripts/render-og-images.mjs`.
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const images = join(root, 'apps/web/public/images');

const cards = [
  { file: 'default.png', art: 'hero.svg', title: 'Michigan tax preparation you can trust, since 2001' },
  { file: 'office.png', art: 'office.svg', title: 'Offices in Dearborn and Ypsilanti, and remote across Michigan' },
  { file: 'article.png', art: 'hero.svg', title: 'Plain-English tax guides from our preparers' },
  { file: 'tax-school.png', art: 'tax-school.svg', title: 'Tax School: become a tax preparer' },
  { file: 'careers.png', art: 'careers.svg', title: 'Careers: join our filing-season team' },
];

function page(title, svg) {
  return `<!doctype html><html><head><style>
    html, body { margin: 0; width: 1200px; height: 630px; }
    body { display: grid; grid-template-columns: 1fr 460px; align-items: center; gap: 40px; padding: 0 72px; box-sizing: border-box;
      background: #0b3a63; color: #fff; font-family: 'DejaVu Sans', Arial, sans-serif; }
    .brand { font-size: 30px; font-weight: 700; color: #a7d8d3; margin-bottom: 28px; letter-spacing: 0.02em; }
    h1 { font-size: 56px; line-height: 1.12; margin: 0 0 28px; }
    .phone { font-size: 28px; color: #f2b441; font-weight: 700; }
    .art svg { width: 460px; height: auto; display: block; }
  </style></head><body><div><div class="brand">Huron Tax &amp; Accounting</div><h1>${title}</h1><div class="phone">(800) 555-0100</div></div><div class="art">${svg}</div></body></html>`;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const tab = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const card of cards) {
  await tab.setContent(page(card.title, await readFile(join(images, card.art), 'utf8')));
  await tab.screenshot({ path: join(images, 'og', card.file), type: 'png' });
  console.log(`og: ${card.file}`);
}
await browser.close();
