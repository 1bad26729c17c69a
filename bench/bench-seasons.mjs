// Rate seasons for the benches (decision 0049, issue 35): seasons must not slow the booking or
// the mixed search. Each branch gets `perBranch` seasons over the next months (half for the
// whole branch, half for one car category, 3 days each, none overlapping within a scope) and a
// standing weekend rule, so every booking and search prices some hours under a rule.

const istToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const addDays = (date, days) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Inserts the seasons through `query(text, values)`; answers how many went in. */
export async function addSeasons(query, perBranch = 20) {
  const { rows: branches } = await query('SELECT id FROM branches ORDER BY id');
  const { rows: categories } = await query('SELECT id FROM car_categories ORDER BY id LIMIT 1');
  const categoryId = categories[0]?.id ?? null;
  const today = istToday();
  let added = 0;
  for (const { id: branchId } of branches) {
    await query(
      `INSERT INTO rate_seasons (branch_id, name, name_hi, kind, weekday_value, weekend_value)
       VALUES ($1, 'Weekends', 'सप्ताहांत', 'percent', 0, 15)`,
      [branchId],
    );
    added++;
    for (let i = 0; i < perBranch; i++) {
      const scopeCategory = i % 2 === 1 && categoryId !== null ? categoryId : null;
      const start = addDays(today, Math.floor(i / 2) * 4);
      await query(
        `INSERT INTO rate_seasons (branch_id, category_id, name, name_hi, starts_on, ends_on,
           kind, weekday_value, weekend_value, min_trip_hours)
         VALUES ($1, $2, $3, $4, $5, $6, 'percent', $7, $8, NULL)`,
        [
          branchId,
          scopeCategory,
          `Season ${i + 1}`,
          `सीज़न ${i + 1}`,
          start,
          addDays(start, 2),
          10 + i,
          20 + i,
        ],
      );
      added++;
    }
  }
  return added;
}
