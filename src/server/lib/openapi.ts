import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from './session.js';
import { accessOf, type RouteAccess } from './route-access.js';
import { completeOperations, type OpenApiDocument } from './openapi-complete.js';

/** The security each kind of route declares (both sessions live in the same cookie). */
const SECURITY: Record<RouteAccess, Record<string, string[]>[]> = {
  public: [],
  customer: [{ customerSession: [] }],
  staff: [{ staffSession: [] }],
  console: [{ staffSession: [] }],
};

/**
 * The OpenAPI document is generated from the routes' zod schemas; every operation gets a stable
 * operationId, the security of its route access, and the API's error replies (lint-clean under
 * Redocly's recommended rules: openapi-lint.test.ts).
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'SelfDrive Chhattisgarh API',
        description: 'Self-drive car rental: catalogue, availability, bookings and accounts.',
        version: '1.0.0',
        license: { name: 'Proprietary', url: `${publicUrl}/information/termandconditions` },
      },
      servers: [{ url: publicUrl, description: 'This site' }],
      components: {
        securitySchemes: {
          customerSession: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: "A customer's session, set by POST /api/auth/login.",
          },
          staffSession: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: "A staff member's session, set by POST /api/staff/login.",
          },
        },
      },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const access = input.route ? accessOf(input.route) : 'public';
      return { ...out, schema: { ...out.schema, security: SECURITY[access] } };
    },
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? (completeOperations(
            documentObject.openapiObject as OpenApiDocument,
          ) as typeof documentObject.openapiObject)
        : documentObject.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
