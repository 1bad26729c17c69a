// lesson_slots_p50_ms / _p95_ms, suffixed _pglite and _pg: GET /api/lessons/slots (a branch's
// free practical lesson slots for a week, what the learner's booking page asks on every visit)
// on the large fleet (bench/search-fleet.mjs) with a busy driving school at one branch
// (lesson-slots-week.mjs: 10 instructors, 8 training cars with rentals and a block, 500
// learners, about 400 lessons in the week). One request at a time, every request answered by
// the server afresh (it caches no slots), with the server's own CPU per request, which the
// machine's load inflates least. Goal: p50 under 20 ms on both databases (issue 34).
import { withFleetServer } from './fleet-server.mjs';
import { processGroupCpuMs } from './lib.mjs';
import { prepareLessonWeek } from './lesson-slots-week.mjs';

const ROUNDS = Number(process.env.BENCH_LESSON_SLOTS_ROUNDS ?? 300);
const WARM_UP = 30;
const BUDGET_P50_MS = 20;

const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round1 = (ms) => Math.round(ms * 10) / 10;

async function measure(port, week, pgid, suffix) {
  const url = `http://127.0.0.1:${port}/api/lessons/slots?packageId=${week.packageId}&from=${week.monday}&days=7`;
  const get = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers: { 'cache-control': 'no-cache' } });
    const body = await res.json();
    if (res.status !== 200) {
      throw new Error(`lesson slots bench: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    }
    return { ms: performance.now() - started, slots: body.slots.length, body };
  };
  const first = await get();
  if (first.body.instructors.length !== 10 || first.slots === 0) {
    throw new Error(`lesson slots bench: not the bench week: ${JSON.stringify(first.body)}`);
  }
  for (let i = 0; i < WARM_UP; i++) await get();
  const samples = [];
  const cpuBefore = await processGroupCpuMs(pgid);
  for (let i = 0; i < ROUNDS; i++) samples.push(await get());
  const cpuPerRequest = ((await processGroupCpuMs(pgid)) - cpuBefore) / ROUNDS;
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    [`lesson_slots_p50_ms_${suffix}`]: round1(at(sorted, 0.5)),
    [`lesson_slots_p95_ms_${suffix}`]: round1(at(sorted, 0.95)),
    [`lesson_slots_node_cpu_ms_${suffix}`]: round1(cpuPerRequest),
    [`lesson_slots_free_${suffix}`]: first.slots,
    [`lesson_slots_week_lessons_${suffix}`]: week.weekLessons,
  };
}

function run(kind, suffix, port) {
  return withFleetServer(
    kind,
    {
      port,
      dbName: 'selfdrive_bench_lesson_slots',
      env: { RATE_LIMITS: 'false', LOG_LEVEL: 'warn' },
      prepare: (query) => prepareLessonWeek(query),
    },
    (serverPort, week, pgid) => measure(serverPort, week, pgid, suffix),
  );
}

export default async function lessonSlotsBench() {
  const figures = {
    ...(await run('postgres', 'pg', '3262')),
    ...(await run('pglite', 'pglite', '3261')),
  };
  for (const suffix of ['pg', 'pglite']) {
    const p50 = figures[`lesson_slots_p50_ms_${suffix}`];
    const verdict = p50 < BUDGET_P50_MS ? 'within' : 'OVER';
    console.log(
      `lesson slots on ${suffix}: p50 ${p50} ms, ${verdict} the ${BUDGET_P50_MS} ms budget`,
    );
  }
  return figures;
}
