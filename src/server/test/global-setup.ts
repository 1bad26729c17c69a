import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { pgliteExtensions, wrapPglite, wrapPostgres } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import type { Database } from '../db/client.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { seedDemo } from '../seed/seed-demo.js';
import { createPublicMedia } from '../lib/storage/public-media.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    /** The same, with the demo data (`createTestApp({ seed: true })`). */
    pgliteSeededTemplatePath: string;
    postgresTemplate: string;
    postgresSeededTemplate: string;
    /** The car pictures the demo seed drew, copied into each seeded test app's media. */
    seededMediaDir: string;
    /** Where the workers' write recorders note the writes they saw (record-writes.ts). */
    writesDir: string;
  }
}

/**
 * Migrates one template database per run; every test file then gets its own copy, so test
 * files never see each other's rows. PGlite: a dump of a migrated data dir. PostgreSQL: a
 * migrated database used as CREATE DATABASE ... TEMPLATE.
 */

/**
 * Starts the app once on the template and stops it: the job queue's first start on a database
 * creates a table per queue, which took each test's app 1.5-3 s of its start on 2 cores, against
 * 0.3-0.6 s on a database that has them (docs/decisions/0036). What a start leaves behind is
 * what any later start of the app would find.
 */
async function startAppOnce(database: Database, dataDir: string) {
  const app = await buildApp(templateConfig(dataDir), { database, jobPollingSeconds: 0.5 });
  await app.ready();
  await app.close();
}

const templateConfig = (dataDir: string) =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir });

/**
 * The demo data, seeded once into the seeded template (through the same code as `npm start`)
 * instead of into each test's database: a seed took a test app 1-2 s of its start.
 */
async function seedOnce(database: Database, dataDir: string, project: TestProject) {
  const config = templateConfig(dataDir);
  await seedDemo(database.db, { media: createPublicMedia(config) });
  project.provide('seededMediaDir', config.mediaDir);
}
export default async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-tpl-'));
  const writesDir = path.join(dataDir, 'writes');
  await fs.mkdir(writesDir);
  project.provide('writesDir', writesDir);
  const teardown =
    project.config.env?.TEST_DB === 'postgres'
      ? await setupPostgres(project, dataDir)
      : await setupPglite(project, dataDir);
  return async () => {
    await teardown();
    if (process.env.RECORDED_WRITES_FILE) {
      const files = (await fs.readdir(writesDir)).map((f) => path.join(writesDir, f));
      const lines = (await Promise.all(files.map((f) => fs.readFile(f, 'utf8'))))
        .flatMap((text) => text.split('\n'))
        .filter(Boolean);
      await fs.writeFile(
        process.env.RECORDED_WRITES_FILE,
        `${[...new Set(lines)].sort().join('\n')}\n`,
      );
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}

async function setupPglite(project: TestProject, dataDir: string) {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = wrapPglite(client);
  await runMigrations(database);
  await startAppOnce(database, dataDir);
  const dump = async (name: string) => {
    const file = path.join(dataDir, name);
    await fs.writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  project.provide('pgliteTemplatePath', await dump('template.tar'));
  await seedOnce(database, dataDir, project);
  project.provide('pgliteSeededTemplatePath', await dump('seeded-template.tar'));
  await client.close();
  return async () => {};
}

async function setupPostgres(project: TestProject, dataDir: string) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL.');
  const template = `selfdrive_tpl_${process.pid}`;
  const seeded = `selfdrive_tpl_seeded_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  for (const name of [template, seeded]) {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  await admin.query(`CREATE DATABASE ${template}`);
  const empty = new pg.Pool({ connectionString: withDatabase(url, template), max: 2 });
  await runMigrations(wrapPostgres(empty));
  await startAppOnce(wrapPostgres(empty), dataDir);
  await empty.end();

  await admin.query(`CREATE DATABASE ${seeded} TEMPLATE ${template}`);
  const demo = new pg.Pool({ connectionString: withDatabase(url, seeded), max: 2 });
  await seedOnce(wrapPostgres(demo), dataDir, project);
  await demo.end();

  project.provide('postgresTemplate', template);
  project.provide('postgresSeededTemplate', seeded);
  return async () => {
    for (const name of [template, seeded]) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
