/**
 * Removes annotation keywords (title, description, $comment, examples, default) from a schema,
 * walking only schema positions so a property *named* "title" is kept. Validation is unchanged;
 * the shipped validators get smaller because Ajv embeds the schema objects it reads.
 */
import type { AnySchemaObject } from 'ajv';

const ANNOTATIONS = new Set(['title', 'description', '$comment', 'examples', 'default']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf']);
const SCHEMA_ONE = new Set([
  'additionalProperties',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'additionalItems',
]);

type Json = unknown;

function stripSchema(schema: Json): Json {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    if (SCHEMA_MAPS.has(key) && typeof value === 'object' && value !== null) {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stripSchema(v)]));
    } else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) {
      out[key] = value.map(stripSchema);
    } else if (SCHEMA_ONE.has(key)) {
      out[key] = stripSchema(value);
    } else if (key === 'items') {
      out[key] = Array.isArray(value) ? value.map(stripSchema) : stripSchema(value);
    } else if (key === 'dependencies' && typeof value === 'object' && value !== null) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, Array.isArray(v) ? v : stripSchema(v)]),
      );
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** A copy of the schema without annotations. */
export function stripAnnotations(schema: AnySchemaObject): AnySchemaObject {
  return stripSchema(schema) as AnySchemaObject;
}
