import { afterEach, beforeEach, expect, vi } from 'vitest';

// An unexpected console.error during a test fails it; a test that expects one mocks it itself.
let spy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  expect(calls, 'console.error was called during the test').toEqual([]);
});
