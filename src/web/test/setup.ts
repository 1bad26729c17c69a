import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en';
import { enAccount } from '../locales/en-account';
import { enLearning } from '../locales/en-learning';
import { enConsole } from '../locales/en-console';

// Lazy routes load their chunk on first render; on a busy machine that can take over the
// default second, which would make `findBy*` flaky rather than wrong.
configure({ asyncUtilTimeout: 5000 });

// An unexpected console.error (a React warning, a failed render, an unhandled query error)
// fails the test, as on the server (src/server/test/fail-on-console-error.ts); a test that
// expects one spies on console.error itself.
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  expect(calls, 'console.error was called during the test').toEqual([]);
});

// Components read their words through react-i18next; tests read them in English unless a
// test wraps its tree in a Hindi provider (test/i18n.tsx).
void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { ...en, ...enAccount, ...enLearning, ...enConsole } } },
  initAsync: false,
  interpolation: { escapeValue: false },
});
