import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ROOT_DIR } from '../config.js';
import { usableTemplate } from './pglite-template.js';

const WORKER_FILE = path.join(ROOT_DIR, 'src', 'server', 'db', 'pglite-worker.mjs');

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}
interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}
/** A data directory, or a dump (PGlite's dumpDataDir) loaded into memory: the tests' copy. */
export type PgliteSource = { dataDir: string } | { dumpFile: string };

/**
 * PostgreSQL settings PGlite starts with, sized for a small business (decision 0043). PGlite's
 * own defaults are a server's: 128 MB of shared buffers, every page of which stays resident
 * once touched (WebAssembly memory never shrinks), and 64 MB for an index build.
 */
export const PGLITE_SETTINGS = {
  shared_buffers: '8MB',
  maintenance_work_mem: '16MB',
  work_mem: '4MB',
  temp_buffers: '1MB',
};
export type PgliteSettings = Partial<Record<keyof typeof PGLITE_SETTINGS, string>>;

/** The settings a configuration asks for (PGLITE_SHARED_BUFFERS), over PGLITE_SETTINGS. */
export function pgliteSettings(config: { sharedBuffers?: string | undefined }): PgliteSettings {
  return config.sharedBuffers ? { shared_buffers: config.sharedBuffers } : {};
}

/**
 * The worker's JavaScript heap: it only passes messages, so a young generation of a few
 * megabytes does (V8 would otherwise grow it to 32 MB a half, resident after the first load).
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 8 };
type Message = Record<string, unknown> & { op: string };

/** A PostgreSQL error from the worker, with the fields callers test (`code` 23P01 …). */
export class PgliteWorkerError extends Error {
  code?: string;
  constraint?: string;
  detail?: string;
  constructor(fields: Record<string, unknown>) {
    super(String(fields.message));
    Object.assign(this, fields);
  }
}

/** The part of PGlite's interface drizzle's PGlite driver uses: query and transaction. */
export interface PgliteLike {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: unknown[] }>;
  exec(sql: string): Promise<unknown>;
  transaction<T>(fn: (tx: PgliteLike) => Promise<T>): Promise<T>;
}

let compiled: Promise<WebAssembly.Module> | undefined;
/** Node's WebAssembly global (the server's typings declare its types, not the global). */
const wasm = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
  }
).WebAssembly;

/**
 * PGlite's WebAssembly, compiled once per process and kept for its life; every worker
 * instantiates this module instead of compiling its own copy. Compiling per worker freed a
 * worker's machine code when it closed, and under the tests' churn (hundreds of databases
 * opened and closed in one process) V8 once aborted freeing it: `Check failed:
 * jit_page_->allocations_.erase(addr) == 1` (nodejs/node#64500, decision 0050). Code that is
 * never freed cannot be freed wrongly, and each start skips a compile.
 */
function pgliteWasm(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const bytes = await readFile(path.join(path.dirname(entry), 'pglite.wasm'));
    return wasm.compile(bytes);
  })();
  return compiled;
}

/** Workers `prestart` began, by data directory, until `open` takes them. */
const early = new Map<string, Promise<PgliteWorker>>();

/**
 * PGlite in a worker thread, behind PGlite's own interface, so drizzle's PGlite driver works
 * unchanged while the WASM engine runs off the event loop (decision 0005). A transaction holds
 * PGlite's single connection in the worker until this side commits or rolls it back.
 */
export class PgliteWorker implements PgliteLike {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | undefined;

  private constructor(
    source: PgliteSource & { template?: string },
    settings: PgliteSettings,
    wasmModule: WebAssembly.Module,
  ) {
    this.worker = new Worker(WORKER_FILE, {
      workerData: { ...source, settings: { ...PGLITE_SETTINGS, ...settings }, wasmModule },
      resourceLimits: WORKER_LIMITS,
    });
    this.worker.on('message', (message: { id?: number; result?: unknown; error?: object }) => {
      if (message.id === undefined) return;
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.error) waiting.reject(new PgliteWorkerError({ ...message.error }));
      else waiting.resolve(message.result);
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`PGlite worker exited with ${code}`)));
  }

  /**
   * Starts opening a data directory's database now, for `open` to take later: `main.ts` calls
   * it before it loads the application's modules, so PGlite's start (compiling its WebAssembly)
   * runs on the other core meanwhile (decision 0043).
   */
  static prestart(source: { dataDir: string }, settings: PgliteSettings = {}): void {
    const opening = PgliteWorker.start(source, settings);
    opening.catch(() => {}); // `open` reports a failure; unclaimed, it must not crash the process
    early.set(source.dataDir, opening);
  }

  /** Starts the worker (or takes the one `prestart` began) and resolves once it is open. */
  static open(source: PgliteSource, settings: PgliteSettings = {}): Promise<PgliteWorker> {
    if ('dataDir' in source) {
      const started = early.get(source.dataDir);
      early.delete(source.dataDir);
      if (started) return started;
    }
    return PgliteWorker.start(source, settings);
  }

  private static async start(source: PgliteSource, settings: PgliteSettings) {
    const fresh = 'dataDir' in source && !existsSync(path.join(source.dataDir, 'PG_VERSION'));
    // A new directory starts as a copy of the built template when there is one (decision 0043).
    const template = fresh ? usableTemplate() : undefined;
    const proxy = await PgliteWorker.spawn(template ? { ...source, template } : source, settings);
    if (!fresh || template) return proxy;
    // initdb ran in this thread, in a WebAssembly memory of its own that only the thread's end
    // gives back (~160 MB): the new database opens again in a new thread.
    await proxy.close();
    return PgliteWorker.spawn(source, settings);
  }

  private static async spawn(
    source: PgliteSource & { template?: string },
    settings: PgliteSettings,
  ) {
    const proxy = new PgliteWorker(source, settings, await pgliteWasm());
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: { ready?: boolean }) => {
        if (!message.ready) return;
        proxy.worker.off('error', reject);
        resolve();
      };
      proxy.worker.on('message', onMessage);
      proxy.worker.once('error', reject);
    });
    return proxy;
  }

  private send<T>(message: Message, id = this.nextId++): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number) {
    return this.send<{ rows: unknown[] }>({
      op: 'query',
      sql,
      params,
      tx,
      rowMode: options.rowMode ?? 'object',
      // drizzle only ever passes parsers that keep dates as text; the worker has the same.
      rawDates: options.parsers !== undefined,
    });
  }

  exec(sql: string, tx?: number) {
    return this.send({ op: 'exec', sql, tx });
  }

  async transaction<T>(fn: (tx: PgliteLike) => Promise<T>): Promise<T> {
    const txId = this.nextId++;
    // The worker names the transaction by its 'begin' message's id.
    await this.send({ op: 'begin' }, txId);
    const scoped: PgliteLike = {
      query: (sql, params, options) => this.query(sql, params, options, txId),
      exec: (sql) => this.exec(sql, txId),
      transaction: () => Promise.reject(new Error('nested transactions use savepoints')),
    };
    let result: T;
    try {
      result = await fn(scoped);
    } catch (error) {
      await this.send({ op: 'end', tx: txId, commit: false }).catch(() => {});
      throw error;
    }
    await this.send({ op: 'end', tx: txId, commit: true });
    return result;
  }

  /** The data directory as a gzipped tar, made by the worker between two of its statements. */
  dumpDataDir(): Promise<Uint8Array> {
    return this.send<Uint8Array>({ op: 'dump' });
  }

  /**
   * Lets the requests already sent finish (for up to two seconds), then closes the database and
   * ends the thread. A request still in flight when the thread ends is rejected, often where
   * nothing awaits it any more (a timer's read as the app closes): an unhandled rejection.
   */
  async close(): Promise<void> {
    const until = Date.now() + 2_000;
    while (this.pending.size > 0 && !this.failure && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    if (!this.failure) await this.send({ op: 'close' });
    await this.worker.terminate();
  }
}
