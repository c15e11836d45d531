import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/** `anyOf: [{ type: T }, { type: 'null' }]` (zod's nullable enum) as `type: [T, 'null']`, which fast-json-stringify writes without trying each branch. */
const simplify = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(simplify);
  if (node === null || typeof node !== 'object') return node;
  const schema = node as JsonSchema;
  const branches = schema['anyOf'];
  if (Array.isArray(branches) && branches.length === 2) {
    const [value, empty] = branches as JsonSchema[];
    if (empty?.['type'] === 'null' && typeof value?.['type'] === 'string' && value['type'] !== 'object' && value['type'] !== 'array') {
      return { type: [value['type'], 'null'] };
    }
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, simplify(value)]));
};

/**
 * A route's response serializer compiled from its zod schema (the schema's JSON Schema, through
 * fast-json-stringify) for the hottest reads. Like zod's serializer it writes only the schema's
 * fields; unlike it, it does not check each value again, so it serves answers the handler builds
 * field by field from typed rows (the call list), where checking costs more than the query.
 */
export const compiledSerializer = ({ schema }: { schema: unknown }) => {
  const jsonSchema = simplify(z.toJSONSchema(schema as z.ZodType, { io: 'output', target: 'draft-7' })) as JsonSchema;
  delete jsonSchema['$schema'];
  return fastJson(jsonSchema as unknown as Parameters<typeof fastJson>[0]);
};
