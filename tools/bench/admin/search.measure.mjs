// The global search (GET /api/admin/search) while typing: every prefix of a name, an email, a reference and a phone
// number, from two characters up, each asked `runs / 10` times, across 10 kinds of `rows` records each.
import { p95, round, timedGet } from './common.mjs';

const TYPED = {
  name: 'Marcus Haddad',
  email: 'layla.khan.ti',
  reference: 'HT-B0054321',
  phone: '734 512',
};

export async function measure(ctx) {
  const result = [];
  const all = [];
  for (const [what, text] of Object.entries(TYPED)) {
    const times = [];
    let hits = 0;
    for (let i = 0; i < Math.max(1, Math.round(ctx.runs / 10)); i++) {
      for (let length = 2; length <= text.length; length++) {
        const { ms, body } = await timedGet(ctx.baseUrl, ctx.token, `/api/admin/search?q=${encodeURIComponent(text.slice(0, length))}`);
        times.push(ms);
        hits = body.items.length;
      }
    }
    all.push(...times);
    result.push({
      name: `admin search p95 while typing a ${what} ("${text}")`,
      value: round(p95(times)),
      unit: 'ms',
      note: `${times.length} requests; ${hits} hits for the whole text`,
    });
  }
  result.push({ name: 'admin search p95, all of the above', value: round(p95(all)), unit: 'ms', note: `10 kinds x ${ctx.rows.toLocaleString('en-US')} rows` });
  return result;
}
