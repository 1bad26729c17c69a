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

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
