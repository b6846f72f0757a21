// Booking numbers for `npm run bench`: the time to compute 60 days of free times for every office (the pure slot
// maths, and the availability endpoint end to end), and bookings accepted per second when several clients race for
// each time. Returns rows for run.mjs; asserts nothing.
//
// Contention design: one lane per office; each lane walks the office's free times in order and sends RACERS
// bookings for the same time at once, so every time is fought over (capacity 1-2 places, the rest get 409). The
// number that matters is accepted bookings per second, with the 409s the database turned away beside it. It runs
// on its own production server (fresh database; form limits lifted, if the build has them) so the bench's earlier
// sections do not leave times booked.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { startProductionServer } from './server.mjs';

const SLOT_RUNS = Number(process.env.BENCH_SLOT_RUNS ?? 300);
const HTTP_RUNS = Number(process.env.BENCH_AVAILABILITY_RUNS ?? 50);
const RACERS = Number(process.env.BENCH_BOOKING_RACERS ?? 8);
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 8) * 1000;
const OFFICES = ['dearborn', 'ypsilanti', 'ann-arbor', 'remote'];
const LIFTED = { RATE_LIMIT_FORMS_PER_HOUR: '1000000', BOOKING_LIMIT_PER_ADDRESS_PER_DAY: '1000000', FORM_MIN_FILL_MS: '0' };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const p99 = (values) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))];
const round = (n, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const today = () => new Date().toISOString().slice(0, 10);
const plusDays = (date, days) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** 60 days for the four offices, with a realistic number of booked times, in-process (compiled API code). */
function slotMaths(root) {
  const require = createRequire(import.meta.url);
  const { freeSlots } = require(join(root, 'dist/api/apps/api/src/modules/booking/availability/slot-generation.js'));
  const { rulesFor } = require(join(root, 'dist/api/apps/api/src/modules/booking/booking-rules.js'));
  const { loadConfig } = require(join(root, 'dist/api/apps/api/src/platform/config/app-config.js'));
  const config = loadConfig({ NODE_ENV: 'test' }).booking;
  const now = Date.now();
  const from = today();
  const to = plusDays(from, 60);
  const booked = new Map();
  for (let i = 0; i < 400; i++) booked.set(Math.floor(now / 1_800_000 + i * 7) * 1_800_000, 1); // every 7th half hour taken once
  const closures = [{ startsAt: now + 10 * 86_400_000, endsAt: now + 11 * 86_400_000 }];
  const samples = [];
  let slots = 0;
  for (let run = 0; run < SLOT_RUNS; run++) {
    const started = performance.now();
    slots = 0;
    for (const office of OFFICES) {
      for (const day of freeSlots(rulesFor(office, config), { from, to, now, closures, booked })) slots += day.slots.length;
    }
    samples.push(performance.now() - started);
  }
  return { median: median(samples.slice(20)), p99: p99(samples.slice(20)), slots };
}

async function availabilityOverHttp(baseUrl) {
  const from = today();
  const to = plusDays(from, 60);
  const samples = [];
  for (let run = 0; run < HTTP_RUNS; run++) {
    const started = performance.now();
    await Promise.all(
      OFFICES.map(async (office) => {
        const res = await fetch(`${baseUrl}/api/booking/availability?office=${office}&from=${from}&to=${to}`);
        if (!res.ok) throw new Error(`availability: ${res.status}`);
        await res.json();
      }),
    );
    samples.push(performance.now() - started);
  }
  return { median: median(samples.slice(5)), p99: p99(samples.slice(5)) };
}

async function freeTimes(baseUrl, office) {
  const from = today();
  const res = await fetch(`${baseUrl}/api/booking/availability?office=${office}&from=${from}&to=${plusDays(from, 61)}`);
  return (await res.json()).days.flatMap((d) => d.times.map((t) => t.startsAt));
}

let sequence = 0;
async function book(baseUrl, office, startsAt) {
  sequence += 1;
  const res = await fetch(`${baseUrl}/api/booking/appointments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      office,
      service: 'individual-return',
      startsAt,
      name: 'Bench Client',
      email: `bench.${sequence}@example.com`,
      phone: `(313) 5${String(sequence)
        .padStart(6, '0')
        .replace(/^(\d{2})/, '$1-')}`,
    }),
  });
  await res.arrayBuffer();
  return res.status;
}

async function contention(baseUrl) {
  const counts = { 201: 0, 409: 0, other: 0 };
  const started = performance.now();
  await Promise.all(
    OFFICES.map(async (office) => {
      for (const startsAt of await freeTimes(baseUrl, office)) {
        if (performance.now() - started > DURATION_MS) return;
        const statuses = await Promise.all(Array.from({ length: RACERS }, () => book(baseUrl, office, startsAt)));
        for (const s of statuses) counts[s === 201 || s === 409 ? s : 'other'] += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { ...counts, seconds };
}

export async function benchBooking({ root }) {
  const maths = slotMaths(root);
  const server = await startProductionServer(root, LIFTED);
  try {
    const http = await availabilityOverHttp(server.baseUrl);
    const race = await contention(server.baseUrl);
    return [
      {
        name: 'free times, 60 days x 4 offices, slot maths (median)',
        value: round(maths.median),
        unit: 'ms',
        note: `p99 ${round(maths.p99)} ms; ${maths.slots} free times; target <= 20 ms`,
      },
      {
        name: 'GET /api/booking/availability, 4 offices x 61 days in parallel (median)',
        value: round(http.median, 1),
        unit: 'ms',
        note: `p99 ${round(http.p99, 1)} ms, with the database reads`,
      },
      {
        name: `bookings accepted under contention (${RACERS} clients per time, 4 offices)`,
        value: round(race[201] / race.seconds, 1),
        unit: 'bookings/s',
        note: `${race[201]} accepted, ${race[409]} refused with 409, ${race.other} other, in ${round(race.seconds, 1)} s`,
      },
      { name: 'booking requests answered under contention', value: round((race[201] + race[409] + race.other) / race.seconds, 1), unit: 'requests/s' },
    ];
  } finally {
    await server.stop();
  }
}
