import { afterEach, describe, expect, it } from 'vitest';
import { rememberRedirect, takeRedirect } from './redirect-after-login';

describe('redirect after login', () => {
  afterEach(() => sessionStorage.clear());

  it('returns the remembered path once, then the fallback', () => {
    rememberRedirect('/user/bookmyride?car=3');
    expect(takeRedirect('/cars')).toBe('/user/bookmyride?car=3');
    expect(takeRedirect('/cars')).toBe('/cars');
  });

  it('ignores other sites', () => {
    rememberRedirect('//evil.example/x');
    rememberRedirect('https://evil.example/');
    expect(takeRedirect('/cars')).toBe('/cars');
  });
});
