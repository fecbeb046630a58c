import { z } from 'zod';
import { apiTable } from '../../contracts/http/api.js';
import { successStatuses, type RouteDef } from '../../contracts/http/route.js';
import { errorEnvelope } from '../../contracts/errors.js';
import { PERMISSIONS } from '../../contracts/permissions.js';
import { ACCESS_COOKIE } from '../auth/cookies.js';

/** A JSON Schema object as zod writes it (draft 2020-12, the dialect of OpenAPI 3.1). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  additionalProperties?: JsonSchema | boolean;
  [key: string]: unknown;
};

/** Requests are described as sent (zod's input), responses as received (its output). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** An object schema's fields, also through allOf (an intersection of objects). */
export function fieldsOf(schema: JsonSchema): Array<{ name: string; required: boolean; schema: JsonSchema }> {
  if (schema.allOf) return schema.allOf.flatMap(fieldsOf);
  return Object.entries(schema.properties ?? {}).map(([name, s]) => ({ name, required: schema.required?.includes(name) ?? false, schema: s }));
}

export type Operation = {
  operationId: string;
  tags: string[];
  summary: string;
  /** Who may call it: the roles the permission table (contracts/permissions.ts) allows. */
  description?: string;
  'x-permission'?: string;
  security: Array<Record<string, string[]>>;
  parameters: Array<{ name: string; in: 'path' | 'query'; required: boolean; description?: string; schema: JsonSchema }>;
  /** JSON, or a raw file of the listed types (an upload). */
  requestBody?: { required: true; description?: string; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
};

export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function operation(area: string, name: string, def: RouteDef): Operation {
  const pathParams = Object.entries(def.params ?? {}).map(([param, spec]) => ({
    name: param,
    in: 'path' as const,
    required: true,
    description: spec.kind === 'uuid' ? `The ${spec.label} (a UUID)` : spec.description,
    schema: spec.kind === 'uuid' ? { type: 'string', format: 'uuid' } : { type: 'string' },
  }));
  // A query field is required when leaving it out is refused (a preprocessed field's schema alone does not say).
  const missing = new Set(def.query?.safeParse({}).error?.issues.map((i) => String(i.path[0])) ?? []);
  const queryParams = def.query
    ? fieldsOf(jsonSchema(def.query, 'input')).map((f) => ({ name: f.name, in: 'query' as const, required: missing.has(f.name), schema: f.schema }))
    : [];
  const success = def.response
    ? { description: def.summary, content: { 'application/json': { schema: jsonSchema(def.response, 'output') } } }
    : def.raw
      ? { description: def.raw.description, content: { [def.raw.contentType]: { schema: {} } } }
      : { description: 'No content' };
  return {
    operationId: `${area}.${name}`,
    tags: [area],
    summary: def.summary,
    ...(def.permission
      ? { description: `Roles: ${PERMISSIONS[def.permission].join(', ')} (${def.permission}); any other is refused with 403.`, 'x-permission': def.permission }
      : {}),
    security: def.auth === 'public' ? [] : [{ session: [] }],
    parameters: [...pathParams, ...queryParams],
    ...(def.body ? { requestBody: { required: true as const, content: { 'application/json': { schema: jsonSchema(def.body, 'input') } } } } : {}),
    ...(def.upload
      ? { requestBody: { required: true as const, description: def.upload.description, content: Object.fromEntries(def.upload.contentTypes.map((t) => [t, { schema: { type: 'string', format: 'binary', maxLength: def.upload!.maxBytes } }])) } }
      : {}),
    responses: {
      ...Object.fromEntries(successStatuses(def).map((status) => [String(status), success])),
      default: { description: 'An error: the error envelope', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    },
  };
}

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
};

/** The OpenAPI 3.1 document of the route table (contracts/http/api.ts): GET /api/openapi.json. */
export function openApiDocument(table: Record<string, Record<string, RouteDef>> = apiTable, version = '0.1.0'): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [area, group] of Object.entries(table)) {
    for (const [name, def] of Object.entries(group)) {
      (paths[openApiPath(def.path)] ??= {})[def.method.toLowerCase()] = operation(area, name, def);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'SwagScout API',
      version,
      description: 'Every route of the app, from its route table. Signed-in routes read the session cookie set by POST /api/auth/login.',
    },
    tags: Object.keys(table).map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: jsonSchema(errorEnvelope, 'output') },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: ACCESS_COOKIE } },
    },
  };
}
