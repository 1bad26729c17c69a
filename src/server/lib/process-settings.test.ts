import { describe, expect, it } from 'vitest';
import { PROCESS_ENV, PROCESS_FLAGS, missingProcessSettings } from './process-settings.js';

describe("the server process's memory settings (decision 0043)", () => {
  it('asks for every V8 flag and malloc setting a plain `node` lacks', () => {
    expect(missingProcessSettings([], {})).toEqual({ flags: PROCESS_FLAGS, env: PROCESS_ENV });
  });

  it('keeps what the command line, NODE_OPTIONS or the environment already give', () => {
    const missing = missingProcessSettings(['--max-semi-space-size=16', '--enable-source-maps'], {
      NODE_OPTIONS: '--heap-growing-percent=100',
      MALLOC_ARENA_MAX: '4',
    });
    expect(missing.flags).toEqual(['--liftoff-only']);
    expect(missing.env).toEqual({ MALLOC_TRIM_THRESHOLD_: '131072' });
  });

  it('has nothing to add once the process has them all', () => {
    expect(missingProcessSettings(PROCESS_FLAGS, PROCESS_ENV)).toEqual({ flags: [], env: {} });
  });
});
