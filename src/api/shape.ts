/**
 * Small runtime checks of answers, so a wrong-shaped answer becomes a `validation` ApiError at the
 * edge instead of a crash deep in a screen.
 */
import { ShapeError } from './client';

type Kind =
  | 'string'
  | 'number'
  | 'boolean'
  | 'array'
  | 'object'
  | 'string?'
  | 'number?'
  | 'string|null'
  | 'number|null';

const matches = (value: unknown, kind: Kind): boolean => {
  switch (kind) {
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'string?':
      return value === undefined || typeof value === 'string';
    case 'number?':
      return value === undefined || typeof value === 'number';
    case 'string|null':
      return value === null || typeof value === 'string';
    case 'number|null':
      return value === null || typeof value === 'number';
    default:
      return typeof value === kind;
  }
};

/** Checks the listed fields of an object answer and returns it typed; throws ShapeError otherwise. */
export function expectShape<T>(json: unknown, fields: Record<string, Kind>, what: string): T {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new ShapeError(`${what}: expected an object`);
  }
  for (const [key, kind] of Object.entries(fields)) {
    const value = (json as Record<string, unknown>)[key];
    if (!matches(value, kind)) throw new ShapeError(`${what}: "${key}" should be ${kind}`);
  }
  return json as T;
}

/** Checks every item of an array field with expectShape. */
export function expectItems<T>(items: unknown, fields: Record<string, Kind>, what: string): T[] {
  if (!Array.isArray(items)) throw new ShapeError(`${what}: expected a list`);
  return items.map((item, i) => expectShape<T>(item, fields, `${what}[${i}]`));
}
