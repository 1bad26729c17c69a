/**
 * Settings a process only reads when it starts, which the server wants for its memory (decision
 * 0043):
 *
 * - V8 sizes its young generation for the machine (32 MB a half on a server of a few
 *   gigabytes) and every page of it stays resident once a burst of allocation (the start-up, a
 *   busy minute) has touched it; a small site's requests need far less. At 4 MB a half the
 *   server's peak under the mixed load fell by ~20 MB against 8 MB (decision 0043).
 * - After each full collection V8 lets the heap grow up to four times what is live before the
 *   next one, on a machine with memory to spare: rendering pages, the server reached 450 MB. A
 *   factor of 1.6 keeps it under 350 MB (decision 0043).
 * - V8 re-compiles PGlite's hottest WebAssembly functions with TurboFan, in the background:
 *   one of them is so large that compiling it takes ~500 MB for a second, and the optimised
 *   code stays (~40 MB). Liftoff, the baseline compiler every function starts with, answers
 *   this site's queries as fast (measured in decision 0043), so TurboFan is left out.
 * - glibc's malloc keeps up to eight arenas per core and gives freed memory back lazily: the
 *   threads that compile PGlite's WebAssembly and run the database leave ~50 MB behind.
 *
 * When the process was started without them, `main.ts` replaces it with one that has them
 * (`process.execve`: same pid, stdio and environment besides) before it loads anything else;
 * `npm start` passes them at once. A value given on the command line, in NODE_OPTIONS or in the
 * environment is kept.
 */
export const PROCESS_FLAGS = [
  '--max-semi-space-size=4',
  '--heap-growing-percent=60',
  '--liftoff-only',
];
export const PROCESS_ENV: Record<string, string> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

/** What of PROCESS_FLAGS and PROCESS_ENV a process started with `execArgv` and `env` lacks. */
export function missingProcessSettings(
  execArgv: readonly string[],
  env: Record<string, string | undefined>,
): { flags: string[]; env: Record<string, string> } {
  const given = [...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)].map(
    (flag) => flag.split('=')[0],
  );
  return {
    flags: PROCESS_FLAGS.filter((flag) => !given.includes(flag.split('=')[0])),
    env: Object.fromEntries(
      Object.entries(PROCESS_ENV).filter(([name]) => env[name] === undefined),
    ),
  };
}

/**
 * Re-executes this process with what it lacks of PROCESS_FLAGS and PROCESS_ENV; returns when
 * nothing is missing. A child with an IPC channel (node:cluster's) keeps its process, since the
 * channel would not survive, and so does a platform without `execve` (Windows).
 */
export function restartWithProcessSettings(): void {
  const missing = missingProcessSettings(process.execArgv, process.env);
  if (missing.flags.length === 0 && Object.keys(missing.env).length === 0) return;
  if (process.send || !process.execve) return;
  process.execve(
    process.execPath,
    [process.execPath, ...missing.flags, ...process.execArgv, ...process.argv.slice(1)],
    { ...process.env, ...missing.env },
  );
}
