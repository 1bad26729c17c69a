// A driving school's busy week at one branch, for bench/lesson-slots.bench.mjs: 10 practical
// instructors working Monday to Saturday 07:00 to 19:00 (three with leave), 8 training cars
// with rentals (weekend trips, an overnight, a day out) and a maintenance block, 500 learners
// with paid packages, and lessons over the measured week and the three before it: every
// instructor's hour that has a car taken on weekday mornings (07:00 to 10:00) and evenings
// (16:00 to 19:00), about half the hours between, most of Saturday. Written straight into a
// database the app has migrated and demo-seeded (and filled with search-fleet.mjs's cars,
// whose bookings of the training cars around these weeks are cancelled for ours).

const DAY = 86_400_000;
const HOUR = 3_600_000;
const IST = 5.5 * HOUR;
const INSTRUCTORS = 10;
const TRAINING_CARS = 8;
const LEARNERS = 500;
const WEEKS_BEFORE = 3;
const SESSION_MINUTES = 60;

/** The IST date (YYYY-MM-DD) of the Monday after today (a week ahead when today is Monday). */
export function nextIstMonday(now = Date.now()) {
  const today = new Date(Math.floor((now + IST) / DAY) * DAY);
  const weekday = today.getUTCDay() || 7; // 1 Monday ... 7 Sunday
  return new Date(today.getTime() + (8 - weekday) * DAY).toISOString().slice(0, 10);
}

/** The instant of an IST date plus days, hours and minutes. */
const istAt = (date, days, hours, minutes = 0) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - IST + days * DAY + hours * HOUR + minutes * 60_000);
const isoDate = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** A deterministic pseudo-random stream (mulberry32), so every run books the same week. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How much of an hour learners want, by weekday (1 Monday ... 6 Saturday) and starting hour. */
function demand(weekday, hour) {
  if (weekday === 6) return 0.8;
  if (hour < 10 || hour >= 16) return 1;
  return 0.45;
}

/** Leave as day offsets from a week's Monday (both included), by instructor index. */
const LEAVE = [
  { instructor: 2, from: 2, to: 3 }, // Wednesday and Thursday
  { instructor: 6, from: 5, to: 5 }, // Saturday
  { instructor: 9, from: 0, to: 0 }, // Monday
];

/**
 * Each week's rentals of the training cars by car index (day offsets from Monday, IST hours)
 * and the measured week's maintenance block.
 */
const RENTALS = [
  ...[0, 1, 2, 3].map((car) => ({ car, from: [5, 19], to: [6, 21] })), // weekend trips
  { car: 4, from: [1, 20], to: [2, 8] }, // Tuesday night to Wednesday morning
  { car: 5, from: [3, 9], to: [4, 9] }, // Thursday to Friday
  { car: 6, from: [0, 12], to: [0, 15, 30] }, // a Monday afternoon
  { car: 7, from: [4, 19, 30], to: [5, 10] }, // Friday night to Saturday morning
];
const BLOCK = { car: 7, from: [2, 11], to: [2, 15] }; // Wednesday's service

/**
 * Writes the week with `query(text, values)` (PGlite's or pg's); returns what the bench asks
 * for: the package (its branch's slots) and the measured week's Monday.
 */
export async function prepareLessonWeek(query, monday = nextIstMonday()) {
  const one = async (text, values) => (await query(text, values)).rows;
  const [{ id: branchId }] = await one(
    `SELECT branch_id AS id FROM cars WHERE car_number LIKE 'BENCH-%'
     GROUP BY branch_id ORDER BY count(*) DESC, branch_id LIMIT 1`,
  );
  await one(`UPDATE branches SET turnaround_minutes = 60 WHERE id = $1`, [branchId]);
  // The demo's instructors and training car of this branch step aside: the week is ours alone.
  await one(`UPDATE practical_instructors SET is_active = false WHERE branch_id = $1`, [branchId]);
  await one(`UPDATE cars SET is_training_car = false WHERE branch_id = $1`, [branchId]);

  const [{ id: packageId }] = await one(
    `INSERT INTO lesson_packages (branch_id, kind, title, title_hi, sessions, session_minutes,
       validity_days, price_paise)
     VALUES ($1, 'short', 'Bench 21 × 60 min', 'बेंच 21 × 60 मिनट', 21, $2, 60, 630000)
     RETURNING id`,
    [branchId, SESSION_MINUTES],
  );

  const run = Math.floor(Date.now() / 1000).toString(36);
  const instructorIds = (
    await one(
      `INSERT INTO users (name, email, referral_code)
       SELECT 'Bench instructor ' || g, 'bench-instructor-' || $1 || '-' || g || '@bench.test',
              'BI' || $1 || g
       FROM generate_series(1, $2::int) g RETURNING id`,
      [run, INSTRUCTORS],
    )
  ).map((r) => r.id);
  await one(
    `INSERT INTO instructors (user_id, display_name, display_name_hi)
     SELECT id, name, 'बेंच प्रशिक्षक ' || id FROM users WHERE id = ANY($1::int[])`,
    [instructorIds],
  );
  await one(
    `INSERT INTO practical_instructors (instructor_id, branch_id)
     SELECT id, $2 FROM unnest($1::int[]) id`,
    [instructorIds, branchId],
  );
  await one(
    `INSERT INTO instructor_hours (instructor_id, weekday, start_minute, end_minute)
     SELECT id, d, 7 * 60, 19 * 60 FROM unnest($1::int[]) id CROSS JOIN generate_series(1, 6) d`,
    [instructorIds],
  );

  const carIds = (
    await one(
      `SELECT id FROM cars WHERE branch_id = $1 AND is_active AND car_number LIKE 'BENCH-%'
       ORDER BY id LIMIT $2`,
      [branchId, TRAINING_CARS],
    )
  ).map((r) => r.id);
  await one(`UPDATE cars SET is_training_car = true WHERE id = ANY($1::int[])`, [carIds]);
  // Papers of one car lapse two months on: read with the week, outside it.
  await one(
    `INSERT INTO car_compliance (car_id, insurance_expires_on, usable_until)
     VALUES ($1, $2::date, $3)
     ON CONFLICT (car_id) DO UPDATE SET usable_until = EXCLUDED.usable_until`,
    [carIds[0], isoDate(monday, 60), istAt(monday, 60, 0)],
  );

  const firstWeek = -WEEKS_BEFORE * 7;
  await one(
    `UPDATE bookings SET status = 'cancelled'
     WHERE car_id = ANY($1::int[]) AND status NOT IN ('cancelled', 'lapsed')
       AND pickup_at < $3 AND busy_until > $2`,
    [carIds, istAt(monday, firstWeek - 3, 0), istAt(monday, 10, 0)],
  );

  const learnerIds = (
    await one(
      `INSERT INTO users (name, email, referral_code, email_verified)
       SELECT 'Bench learner ' || g, 'bench-learner-' || $1 || '-' || g || '@bench.test',
              'BL' || $1 || g, true
       FROM generate_series(1, $2::int) g RETURNING id`,
      [run, LEARNERS],
    )
  ).map((r) => r.id);
  const purchases = await one(
    `INSERT INTO lesson_purchases (user_id, package_id, branch_id, title, title_hi, sessions,
       session_minutes, validity_days, price_paise, status, gateway, paid_at, valid_until)
     SELECT u, p.id, p.branch_id, p.title, p.title_hi, p.sessions, p.session_minutes,
            p.validity_days, p.price_paise, 'paid', 'test', $3, $4
     FROM unnest($1::int[]) u CROSS JOIN lesson_packages p WHERE p.id = $2
     RETURNING id, user_id`,
    [learnerIds, packageId, istAt(monday, firstWeek - 2, 10), istAt(monday, 40, 0)],
  );
  const purchaseOf = new Map(purchases.map((p) => [p.user_id, p.id]));

  // Rentals and the block: what the cars are busy with, widened by the turnaround for lessons.
  const bookingRows = [];
  const carBusy = new Map(carIds.map((id) => [id, []]));
  const turnaround = HOUR;
  for (let week = firstWeek; week <= 0; week += 7) {
    for (const r of RENTALS) {
      const start = istAt(monday, week + r.from[0], r.from[1], r.from[2] ?? 0);
      const end = istAt(monday, week + r.to[0], r.to[1], r.to[2] ?? 0);
      bookingRows.push({
        user_id: learnerIds[(bookingRows.length * 37) % learnerIds.length],
        car_id: carIds[r.car],
        pickup_at: start,
        drop_at: end,
      });
      carBusy.get(carIds[r.car]).push([start - turnaround, end.getTime() + turnaround]);
    }
  }
  const blockStart = istAt(monday, BLOCK.from[0], BLOCK.from[1]);
  const blockEnd = istAt(monday, BLOCK.to[0], BLOCK.to[1]);
  carBusy.get(carIds[BLOCK.car]).push([blockStart.getTime(), blockEnd.getTime()]);
  await one(
    `INSERT INTO bookings (user_id, car_id, rate_package_id, pickup_at, drop_at, trip_type,
       status, rent_paise, deposit_paise, total_paise, km_included, extra_km_rate_paise)
     SELECT x.user_id, x.car_id, (SELECT min(id) FROM rate_packages WHERE car_id = x.car_id),
            x.pickup_at, x.drop_at, 'local',
            CASE WHEN x.pickup_at < now() THEN 'completed' ELSE 'confirmed' END,
            250000, 300000, 550000, 200, 1000
     FROM json_to_recordset($1::json) AS x(user_id int, car_id int, pickup_at timestamptz, drop_at timestamptz)`,
    [JSON.stringify(bookingRows)],
  );
  await one(
    `INSERT INTO car_blocks (car_id, starts_at, ends_at, reason) VALUES ($1, $2, $3, 'Service')`,
    [carIds[BLOCK.car], blockStart, blockEnd],
  );

  // The lessons: hour by hour, each working instructor teaches when learners want the hour and
  // a car is free; learners take turns, so no one has two lessons at once.
  const rand = random(34);
  const lessons = [];
  let nextLearner = 0;
  const free = (busy, start, end) => !busy.some(([s, e]) => s < end && start < e);
  for (let week = firstWeek; week <= 0; week += 7) {
    for (let day = 0; day < 6; day += 1) {
      const date = isoDate(monday, week + day);
      const working = instructorIds.filter(
        (_, index) => !LEAVE.some((l) => l.instructor === index && l.from <= day && day <= l.to),
      );
      for (let hour = 7; hour < 19; hour += 1) {
        const start = istAt(date, 0, hour).getTime();
        const end = start + SESSION_MINUTES * 60_000;
        for (const instructorId of working) {
          if (rand() >= demand(day + 1, hour)) continue;
          const carId = carIds.find((id) => free(carBusy.get(id), start, end));
          if (carId === undefined) break;
          carBusy.get(carId).push([start, end]);
          const learnerId = learnerIds[nextLearner++ % learnerIds.length];
          const roll = rand();
          const past = week < 0;
          const status = past ? (roll < 0.06 ? 'no_show' : 'completed') : 'booked';
          const cancelled = roll > 0.95;
          lessons.push({
            learner_id: learnerId,
            purchase_id: purchaseOf.get(learnerId),
            instructor_id: instructorId,
            car_id: carId,
            starts_at: new Date(start).toISOString(),
            ends_at: new Date(end).toISOString(),
            status: cancelled ? 'cancelled' : status,
            cancelled_at: cancelled ? new Date(start - 2 * DAY).toISOString() : null,
            marked_at: !cancelled && past ? new Date(end).toISOString() : null,
          });
        }
      }
    }
  }
  await one(
    `INSERT INTO driving_lessons (branch_id, package_id, learner_id, instructor_id, car_id,
       starts_at, ends_at, status, purchase_id, created_by, cancelled_at, cancelled_by,
       attendance_marked_at, attendance_marked_by)
     SELECT $2, $3, x.learner_id, x.instructor_id, x.car_id, x.starts_at, x.ends_at, x.status,
            x.purchase_id, x.learner_id, x.cancelled_at,
            CASE WHEN x.cancelled_at IS NULL THEN NULL ELSE x.learner_id END,
            x.marked_at, CASE WHEN x.marked_at IS NULL THEN NULL ELSE x.instructor_id END
     FROM json_to_recordset($1::json) AS x(learner_id int, purchase_id int, instructor_id int,
       car_id int, starts_at timestamptz, ends_at timestamptz, status text,
       cancelled_at timestamptz, marked_at timestamptz)`,
    [JSON.stringify(lessons), branchId, packageId],
  );
  await one(
    `UPDATE lesson_purchases p SET sessions_used = n.used
     FROM (SELECT purchase_id, count(*) AS used FROM driving_lessons
           WHERE package_id = $1 AND status <> 'cancelled' GROUP BY purchase_id) n
     WHERE n.purchase_id = p.id`,
    [packageId],
  );
  await one(
    `INSERT INTO instructor_leave (instructor_id, starts_on, ends_on, reason)
     SELECT ($1::int[])[l.i + 1], ($2::date + w * 7 + l.f), ($2::date + w * 7 + l.t), 'Leave'
     FROM json_to_recordset($3::json) AS l(i int, f int, t int)
     CROSS JOIN generate_series($4::int, 0) w`,
    [
      instructorIds,
      monday,
      JSON.stringify(LEAVE.map((l) => ({ i: l.instructor, f: l.from, t: l.to }))),
      -WEEKS_BEFORE,
    ],
  );
  await one('ANALYZE');
  const weekLessons = lessons.filter(
    (l) => l.status === 'booked' && Date.parse(l.starts_at) >= istAt(monday, 0, 0).getTime(),
  ).length;
  return { packageId, branchId, monday, lessons: lessons.length, weekLessons };
}
