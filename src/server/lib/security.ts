import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config.js';

/** Security headers (with a CSP the built front end satisfies), compression, cookies, limits. */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        // The contact page's map, loaded only when the visitor asks for it.
        'frame-src': ['https://www.openstreetmap.org'],
        'upgrade-insecure-requests': config.env === 'production' ? [] : null,
      },
    },
    // HSTS only makes sense behind HTTPS, i.e. in production.
    strictTransportSecurity: config.env === 'production',
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  // Limits are declared per route (login, OTP, forms); nothing is limited by default.
  await app.register(rateLimit, { global: false });
}
