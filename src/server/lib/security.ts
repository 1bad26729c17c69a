import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { YOUTUBE_EMBED_ORIGIN } from '../../shared/learning-video.js';
import type { Config } from '../config.js';

const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';

/** Security headers (with a CSP the built front end satisfies), compression, cookies, limits. */
export async function registerSecurity(app: FastifyInstance, config: Config, redis?: Redis) {
  // Razorpay Checkout (script from checkout.razorpay.com, its frame and calls on
  // api.razorpay.com) is allowed only when it is the configured gateway.
  const razorpay = config.payment.gateway === 'razorpay';
  const razorpayOrigins = razorpay ? [RAZORPAY_CHECKOUT, RAZORPAY_API] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'", ...(razorpay ? [RAZORPAY_CHECKOUT] : [])],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", ...razorpayOrigins],
        // The contact page's map, loaded only when the visitor asks for it, and a lesson's
        // YouTube video through its privacy-enhanced embed (shared/learning-video.ts).
        'frame-src': ['https://www.openstreetmap.org', YOUTUBE_EMBED_ORIGIN, ...razorpayOrigins],
        // A lesson's video may also be a file on any https site (the instructor's link).
        'media-src': ["'self'", 'https:'],
        'upgrade-insecure-requests': config.env === 'production' ? [] : null,
      },
    },
    // HSTS only makes sense behind HTTPS, i.e. in production.
    strictTransportSecurity: config.env === 'production',
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  // Limits are declared per route (login, OTP, forms); nothing is limited by default. With
  // Redis every process counts against the same limit; without it, this process counts alone.
  await app.register(rateLimit, {
    global: false,
    ...(redis && config.redis ? { redis, nameSpace: `${config.redis.keyPrefix}rate:` } : {}),
  });
}
