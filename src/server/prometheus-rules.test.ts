import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from './config.js';
import { createTestApp, type TestApp } from './test/test-app.js';

// deploy/prometheus/selfdrive-alerts.yml watches series by name and label. A renamed metric,
// label or route would leave an alert that never fires, and Prometheus would not say so: every
// series an alert reads must be one the server exports, with those labels and real routes.

const read = (file: string) => fs.readFileSync(path.join(ROOT_DIR, file), 'utf8');
const RULES = read('deploy/prometheus/selfdrive-alerts.yml');
const SCRAPE = read('deploy/prometheus/prometheus.yml');
const ENV_EXAMPLE = read('deploy/selfdrive.env.example');

/** pg-boss's job states (its `job_state` type). */
const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'];

/** Every `selfdrive_…{…}` selector in the alert expressions, with its label matchers. */
function selectors() {
  const exprs = [...RULES.matchAll(/^\s*expr: (?:\|\n)?((?:.+\n)+?)(?=^\s*(?:for|labels):)/gm)].map(
    (m) => m[1]!,
  );
  expect(exprs.length).toBeGreaterThanOrEqual(6);
  return exprs.flatMap((expr) =>
    [...expr.matchAll(/\b(selfdrive_[a-z_]+)(?:\{([^}]*)\})?/g)].map(([, name, matchers]) => ({
      name: name!,
      matchers: [...(matchers ?? '').matchAll(/(\w+)\s*(=~|!~|!=|=)\s*"([^"]*)"/g)].map(
        ([, label, op, value]) => ({ label: label!, op: op!, value: value! }),
      ),
    })),
  );
}

describe('the sample Prometheus configuration', () => {
  let t: TestApp;
  let backupDir: string;
  beforeAll(async () => {
    backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selfdrive-rules-'));
    t = await createTestApp({ env: { BACKUP_DIR: backupDir } });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  it('alerts on 5xx, slow search and booking, failed jobs and an old backup', () => {
    const names = new Set(selectors().map((s) => s.name));
    for (const name of [
      'selfdrive_http_request_duration_seconds_count',
      'selfdrive_http_request_duration_seconds_bucket',
      'selfdrive_jobs_failed_last_hour',
      'selfdrive_backup_age_seconds',
    ])
      expect(names, name).toContain(name);
  });

  it('reads only series the server exports, by labels they have, for routes that exist', () => {
    const problems: string[] = [];
    for (const { name, matchers } of selectors()) {
      const base = name.replace(/_(bucket|count|sum)$/, '');
      const metric =
        t.app.metrics.registry.getSingleMetric(name) ??
        (base !== name ? t.app.metrics.registry.getSingleMetric(base) : undefined);
      if (!metric) {
        problems.push(`${name}: not exported`);
        continue;
      }
      const labelNames = (metric as unknown as { labelNames: string[] }).labelNames;
      const method = matchers.find((m) => m.label === 'method' && m.op === '=')?.value;
      for (const { label, op, value } of matchers) {
        if (!labelNames.includes(label) && !(label === 'le' && name.endsWith('_bucket'))) {
          problems.push(`${name}: no label ${label}`);
          continue;
        }
        const values = op === '=~' ? value.split('|') : [value];
        if (label === 'route')
          for (const route of values)
            if (!t.app.routeTable.some((r) => r.url === route && (!method || r.method === method)))
              problems.push(`${name}: no route ${method ?? ''} ${route}`);
        if (label === 'state')
          for (const state of values)
            if (!JOB_STATES.includes(state)) problems.push(`${name}: no job state ${state}`);
        if (label === 'status_code' && !/^[1-5](\d\d|\.\.)$/.test(value))
          problems.push(`${name}: status_code ${value}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('scrapes the port and path the server listens on with METRICS_PORT', () => {
    const port = /^#?METRICS_PORT=(\d+)$/m.exec(ENV_EXAMPLE)?.[1];
    expect(port).toBeDefined();
    expect(SCRAPE).toContain(`- targets: ['127.0.0.1:${port}']`);
    expect(SCRAPE).toMatch(/^\s+metrics_path: \/metrics$/m);
    // The token route on the public port, for a Prometheus elsewhere.
    expect(t.app.routeTable.some((r) => r.url === '/api/metrics')).toBe(false); // no token set
    expect(SCRAPE).toContain('metrics_path: /api/metrics');
    expect(SCRAPE).toMatch(/^rule_files:\n\s+- selfdrive-alerts\.yml$/m);
  });
});
