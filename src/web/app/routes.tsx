import type { RouteObject } from 'react-router';
import { RootFallback, RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

const notFound: RouteObject['lazy'] = () =>
  import('../features/errors/pages/not-found-page').then((m) => ({ Component: m.NotFoundPage }));

/**
 * Every page is loaded lazily, in its own chunk. Paths that later issues build (about-us,
 * search-cars, car-details, user/...) are deliberately absent and fall to the 404 page.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        // Pathless: page errors render inside the header and footer.
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: () =>
              import('../features/home/pages/home-page').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: 'cars',
            lazy: () =>
              import('../features/cars/pages/cars-page').then((m) => ({ Component: m.CarsPage })),
          },
          { path: 'error', lazy: notFound },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  },
];
