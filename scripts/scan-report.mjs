// Reads the reports of `npm run scan`; exits 1 on any wapiti finding of medium (level 2) or
// higher, or any parameter sqlmap calls injectable.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const findings = [];
const wapitiFile = path.join(dir, 'wapiti.json');
if (!fs.existsSync(wapitiFile)) {
  console.error('[scan] wapiti wrote no report: see scan-report/wapiti.log');
  process.exit(1);
}
const report = JSON.parse(fs.readFileSync(wapitiFile, 'utf8'));
for (const section of ['vulnerabilities', 'anomalies', 'additionals']) {
  for (const [category, items] of Object.entries(report[section] ?? {})) {
    for (const item of items) {
      const line = `wapiti ${section} / ${category} (level ${item.level}): ${item.method} ${item.path} ${item.parameter ?? ''} ${item.info ?? ''}`;
      console.log(line);
      if (Number(item.level) >= 2) findings.push(line);
    }
  }
}
const sqlmapLog = fs.readFileSync(path.join(dir, 'sqlmap.log'), 'utf8');
for (const line of sqlmapLog.split('\n')) {
  if (
    /is vulnerable|appears to be injectable|identified the following injection point/i.test(line)
  ) {
    findings.push(`sqlmap: ${line.trim()}`);
  }
}
const crawled = report.infos?.crawled_pages_nbr ?? report.infos?.crawled_pages?.length ?? '?';
console.log(
  `[scan] wapiti crawled ${crawled} pages; sqlmap tested ${(sqlmapLog.match(/testing URL/g) ?? []).length} URLs`,
);
if (findings.length) {
  console.error(
    `[scan] ${findings.length} finding(s) of medium or higher:\n${findings.join('\n')}`,
  );
  process.exit(1);
}
console.log('[scan] no finding of medium or higher');
