/** The parts of the generated document that completeOperations reads and fills. */
export interface OpenApiDocument {
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  paths?: Record<string, Record<string, Operation>>;
}

interface Operation {
  operationId?: string;
  parameters?: { in: string }[];
  requestBody?: unknown;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** The body of every error reply (lib/error-handler.ts). */
const ERROR_SCHEMA = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string', description: 'The HTTP reason phrase' },
    message: { type: 'string', description: 'What went wrong, for the person using the site' },
    field: { type: 'string', description: 'The input field the message is about' },
    figures: {
      type: 'object',
      required: ['kind'],
      properties: { kind: { type: 'string' } },
      description:
        "A refusal's dates and figures, beside a message that holds a date (shared/message-figures.ts)",
    },
  },
};

const errorReply = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A stable, unique operationId from method and path: GET /api/cars/{id} is getCarsById,
 * POST /api/bookings/{id}/pay is postBookingsByIdPay.
 */
export function operationIdOf(method: string, path: string): string {
  const parts = path
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .flatMap((segment) =>
      segment.startsWith('{')
        ? ['By', ...words(segment).map(capital)]
        : words(segment).map(capital),
    );
  return method.toLowerCase() + parts.join('');
}

/** The client errors an operation can answer, from what it takes and who may call it. */
function clientErrors(path: string, operation: Operation): Record<string, unknown> {
  const secured = (operation.security ?? []).length > 0;
  const staffOnly = (operation.security ?? []).some((s) => 'staffSession' in s);
  const takesInput = (operation.parameters ?? []).length > 0 || operation.requestBody !== undefined;
  const errors: Record<string, unknown> = {};
  if (takesInput) errors['400'] = errorReply('The input is not valid; `message` says why.');
  if (secured) errors['401'] = errorReply('No session, or it has ended: sign in again.');
  if (staffOnly) errors['403'] = errorReply('Signed in, but not as staff allowed to do this.');
  if (path.includes('{')) errors['404'] = errorReply('No such record (or not yours).');
  const declared = Object.keys(operation.responses ?? {}).some((code) => code.startsWith('4'));
  if (Object.keys(errors).length === 0 && !declared) errors['4XX'] = errorReply('A client error.');
  return errors;
}

/**
 * Fills what the routes do not declare one by one: each operation's operationId and its error
 * replies (the error body of lib/error-handler.ts); keeps what a route declares itself.
 */
export function completeOperations(document: OpenApiDocument): OpenApiDocument {
  const schemas = { ...document.components?.schemas, Error: ERROR_SCHEMA };
  const taken = new Set<string>();
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, operation]) => {
          if (!METHODS.has(method)) return [method, operation];
          let operationId = operation.operationId ?? operationIdOf(method, path);
          for (let n = 2; taken.has(operationId); n++)
            operationId = `${operationIdOf(method, path)}${n}`;
          taken.add(operationId);
          // A reply the route declares itself wins over the standard one.
          const responses = { ...clientErrors(path, operation), ...operation.responses };
          return [method, { ...operation, operationId, responses }];
        }),
      ),
    ]),
  );
  return { ...document, components: { ...document.components, schemas }, paths };
}
