// Prints one start URL per GET operation of the OpenAPI document, parameters filled with
// plausible values (ids 1, tomorrow 10:00 to the day after), for `npm run scan`.
const base = process.argv[2];
const doc = await (await fetch(`${base}/api/openapi.json`)).json();
const day = (n) => new Date(Date.now() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);
const value = (name, schema) => {
  if (schema.enum) return schema.enum[0];
  if (/pickupDate/.test(name)) return day(1);
  if (/dropDate/.test(name)) return day(2);
  if (/Time$/.test(name)) return '10:00';
  if (schema.type === 'integer' || name === 'branch') return 1;
  if (name === 'name') return 'privacy';
  return 'test';
};
for (const [path, ops] of Object.entries(doc.paths)) {
  const op = ops.get;
  if (!op || path.includes('/dev/') || path.includes('/docs')) continue;
  const params = op.parameters ?? [];
  let url = path;
  for (const p of params.filter((p) => p.in === 'path'))
    url = url.replace(`{${p.name}}`, value(p.name, p.schema));
  const query = params
    .filter((p) => p.in === 'query')
    .map((p) => `${p.name}=${encodeURIComponent(value(p.name, p.schema))}`);
  console.log(`${base}${url}${query.length ? `?${query.join('&')}` : ''}`);
}
