// The staff tax-intake list with every kind seeded: page 1 and page 500 (keyset pagination: the two should match),
// unfiltered newest first, filtered by office oldest first, and filtered by office sorted by name (A to Z).
import { p95, round, timedGet } from './common.mjs';

const DEEP_PAGE = 500;

async function pages(ctx, query) {
  const get = (cursor) => timedGet(ctx.baseUrl, ctx.token, `/api/admin/tax-intakes?limit=25${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
  const first = [];
  for (let i = 0; i < ctx.runs; i++) first.push((await get()).ms);
  let cursor;
  for (let page = 1; page < DEEP_PAGE; page++) {
    cursor = (await get(cursor)).body.nextCursor;
    if (!cursor) throw new Error(`${query}: fewer than ${DEEP_PAGE} pages`);
  }
  const deep = [];
  for (let i = 0; i < ctx.runs; i++) deep.push((await get(cursor)).ms);
  return { first: p95(first), deep: p95(deep) };
}

export async function measure(ctx) {
  const plain = await pages(ctx, '');
  const filtered = await pages(ctx, '&office=dearborn&order=oldest');
  const byName = await pages(ctx, '&office=dearborn&sort=name');
  const of = ctx.rows.toLocaleString('en-US');
  return [
    { name: `admin tax-intake list p95, page 1 of ${of}`, value: round(plain.first), unit: 'ms', note: `${ctx.runs} requests, 25 rows a page` },
    { name: `admin tax-intake list p95, page ${DEEP_PAGE}`, value: round(plain.deep), unit: 'ms', note: 'keyset cursor: no OFFSET' },
    { name: 'admin tax-intake list p95, office=dearborn, oldest first, page 1', value: round(filtered.first), unit: 'ms', note: 'a quarter of the rows match' },
    { name: `admin tax-intake list p95, office=dearborn, oldest first, page ${DEEP_PAGE}`, value: round(filtered.deep), unit: 'ms', note: 'keyset cursor' },
    { name: 'admin tax-intake list p95, office=dearborn, by name, page 1', value: round(byName.first), unit: 'ms', note: 'a quarter of the rows match' },
    {
      name: `admin tax-intake list p95, office=dearborn, by name, page ${DEEP_PAGE}`,
      value: round(byName.deep),
      unit: 'ms',
      note: 'keyset cursor on (lower(name), id)',
    },
  ];
}
