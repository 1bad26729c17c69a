import { describe, expect, it } from 'vitest';
import { hashPassword, oneAtATime, verifyPassword } from './password.js';

describe('passwords (argon2id, decision 0043)', () => {
  it('hashes and verifies, several at once, and refuses a wrong password', async () => {
    const hashes = await Promise.all(['Asha@1234', 'अनुज@1234'].map(hashPassword));
    expect(hashes[0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const checks = await Promise.all([
      verifyPassword(hashes[0]!, 'Asha@1234'),
      verifyPassword(hashes[1]!, 'अनुज@1234'),
      verifyPassword(hashes[0]!, 'asha@1234'),
      verifyPassword('not a hash', 'Asha@1234'),
    ]);
    expect(checks).toEqual([true, true, false, false]);
  });

  it('runs argon2 work one at a time, and a failure does not hold up the next', async () => {
    let active = 0;
    let most = 0;
    const task = (fail: boolean) => async () => {
      active += 1;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active -= 1;
      if (fail) throw new Error('bad hash');
      return 'done';
    };
    const results = await Promise.allSettled(
      [false, true, false, false].map((fail) => oneAtATime(task(fail))),
    );
    expect(most).toBe(1);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
