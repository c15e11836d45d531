import { randomUUID } from 'node:crypto';

// Values an OpenAPI (JSON) schema accepts, made up from the schema alone: what the route-table
// tests (workspace isolation) send to every route.

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** A value the schema accepts, as small as it allows (what a form would send). */
export const sampleOf = (schema: JsonSchema | undefined, name = ''): unknown => {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sampleOf(choice.find((s) => s.type !== 'null') ?? choice[0], name);
  if (schema.allOf) return sampleOf(schema.allOf[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = sampleOf(schema.properties?.[key], key);
      return value;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items, name));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'string': {
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email' || /email/i.test(name)) return 'isolation@example.com';
      if (schema.format === 'uri' || /url|uri/i.test(name)) return 'https://example.com/page';
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return '2026-12-31';
      if (/currency/i.test(name)) return 'USD';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
    default:
      return undefined;
  }
};

/** Every value the schema can take, filled in: the fullest body a client could send. */
export const fullSampleOf = (schema: JsonSchema | undefined, name = ''): unknown => {
  if (schema?.type === 'object' || schema?.properties) {
    const value: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(schema.properties ?? {})) value[key] = fullSampleOf(property, key);
    return value;
  }
  if (schema?.type === 'array' && schema.items) return [fullSampleOf(schema.items, name)];
  return sampleOf(schema, name);
};
