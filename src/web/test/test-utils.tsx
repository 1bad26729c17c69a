import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from 'react-router';
import { vi } from 'vitest';
import type { CarCard } from '../../shared/cars';

export interface FakeReply {
  status?: number;
  body: unknown;
}

/** Replaces global fetch; `handler` answers each request by its URL. Returns the mock. */
export function stubFetch(handler: (url: URL) => FakeReply) {
  // Typed as fetch, so `mock.calls` carry the RequestInit a test may inspect.
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const { status = 200, body } = handler(new URL(href, 'http://localhost'));
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The paths and queries fetch was called with, e.g. ['/api/cars?cityid=2']. */
export function requestedPaths(fetchMock: ReturnType<typeof stubFetch>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}

/** Each request fetch was sent: its path and query, and its init ({} when none was given). */
export function sentRequests(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls.map(([input, init]) => ({ path: String(input), init: init ?? {} }));
}

/** The JSON body of the first request sent to `path`, parsed, or undefined. */
export function sentBody(fetchMock: ReturnType<typeof stubFetch>, path: string): unknown {
  const request = sentRequests(fetchMock).find((r) => r.path === path);
  return request ? JSON.parse(String(request.init.body)) : undefined;
}

/** Renders routes in a memory router with a fresh query client that never retries. */
export function renderRoutes(
  routes: RouteObject[],
  initialEntries: InitialEntry[] = ['/'],
  initialIndex?: number,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries, initialIndex });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** Renders one element at `url`; every other path shows "Other page: <path>". */
export function renderAt(element: ReactElement, url = '/', path = '*') {
  return renderRoutes(
    [
      { path, element },
      { path: '*', Component: OtherPage },
    ],
    [url],
  );
}

function OtherPage() {
  return <p>Other page</p>;
}

export function makeCar(overrides: Partial<CarCard> = {}): CarCard {
  return {
    id: 3,
    brandName: 'Maruti Suzuki',
    modelName: 'Swift Dzire',
    title: 'Maruti Suzuki Swift Dzire',
    imageUrl: '/media/cars/car-3.svg',
    transmission: 'automatic',
    fuelType: 'Petrol',
    seats: 5,
    categoryId: 1,
    categoryName: 'Sedan',
    subcategoryName: null,
    branchId: 2,
    branchName: 'Raipur Main',
    fromRatePerHourPaise: 9900,
    extraKmRatePaise: 1200,
    rating: null,
    ...overrides,
  };
}

/** A catalogue branch whose details the console has not set yet. */
export const branchOf = (id: number, name: string, cityId: number) => ({
  id,
  name,
  cityId,
  address: '',
  phone: '',
  mapUrl: '',
  openingHours: '',
});
