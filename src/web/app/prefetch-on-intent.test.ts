import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { prefetchRoutesOnIntent } from './prefetch-on-intent';

describe('prefetchRoutesOnIntent', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    document.body.innerHTML = '';
  });

  function setup() {
    const cars = vi.fn(() => Promise.resolve({}));
    const login = vi.fn(() => Promise.resolve({}));
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: 'cars', lazy: cars },
          { path: 'user/login', lazy: login },
        ],
      },
    ];
    document.body.innerHTML = `
      <a href="/cars"><span>Rent a Car</span></a>
      <a href="/user/login">Sign in</a>
      <a href="https://example.com/cars">Elsewhere</a>`;
    stop = prefetchRoutesOnIntent(routes);
    return { cars, login };
  }
  const link = (name: string) =>
    [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === name)!;

  it("loads a page's code once when a link to it is pointed at, touched or focused", () => {
    const { cars, login } = setup();
    link('Rent a Car')
      .querySelector('span')!
      .dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(cars).toHaveBeenCalledTimes(1);
    link('Rent a Car').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(cars).toHaveBeenCalledTimes(1);
    expect(login).not.toHaveBeenCalled();
    link('Sign in').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('ignores links to other sites, and stops listening when asked', () => {
    const { cars, login } = setup();
    link('Elsewhere').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(cars).not.toHaveBeenCalled();
    stop!();
    link('Sign in').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(login).not.toHaveBeenCalled();
  });
});
