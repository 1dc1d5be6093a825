import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the contract's schemas: JSON at /api/docs/json, a browsable page at
 * /api/docs. Must be registered before the routes it describes.
 */
export async function installOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tifo API',
        description:
          'Every response is the envelope `{code, msg, data}`: code 0 success, 1 an error the ' +
          'user can act on (msg translated by the `lang` or Accept-Language header), 700 session ' +
          'expired. POST calls from browsers need the `x-tifo-client: web` header.',
        version,
      },
    },
    transform: jsonSchemaTransform,
    hideUntagged: true,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
