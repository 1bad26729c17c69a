import { hash, verify, type Options } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the package's const enum cannot be imported under isolatedModules. */
const ARGON2ID = 2;

/**
 * argon2id at OWASP's recommended minimum (19 MiB memory, 2 iterations, 1 lane).
 * Changing these keeps old hashes valid: the parameters are stored in each hash.
 */
const ARGON2_OPTIONS: Options = {
  algorithm: ARGON2ID as Options['algorithm'],
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

let running: Promise<unknown> = Promise.resolve();

/**
 * Runs argon2 work one hash at a time in this process. Each hash takes its 19 MiB while it
 * runs, and libuv would run four at once: a burst of sign-ins held 76 MB, on a server whose
 * whole budget is 350 (decision 0043). One at a time a hash waits ~40 ms per sign-in ahead of
 * it, which the sign-in rate limits keep short.
 */
export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = running.then(work, work);
  running = result.catch(() => undefined);
  return result;
}

export const hashPassword = (password: string) => oneAtATime(() => hash(password, ARGON2_OPTIONS));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await oneAtATime(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}
