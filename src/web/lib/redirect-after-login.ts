const KEY = 'RedirectAfterLogin';

/** Only same-site paths: never "//evil.example" or a full URL. */
const isSafePath = (path: string) => path.startsWith('/') && !path.startsWith('//');

/**
 * Remembers where to go after the next login (e.g. a car's checkout). Kept for this tab only.
 * `import { rememberRedirect } from '../lib/redirect-after-login'`.
 */
export function rememberRedirect(path: string) {
  if (!isSafePath(path)) return;
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage disabled: the user lands on the default page instead.
  }
}

/** The remembered target, left in place (a sign-up asks where it will continue). */
export function peekRedirect(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The remembered target, cleared once read; `fallback` when none. */
export function takeRedirect(fallback = '/cars'): string {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && isSafePath(path) ? path : fallback;
  } catch {
    return fallback;
  }
}
