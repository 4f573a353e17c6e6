/** Turns Ajv errors into plain-language problems with "did you mean" suggestions. */
import type { ErrorObject } from 'ajv';
import { escapePointer, type ProblemDetail } from './source-file';
import { suggest } from './suggest';

/** An Ajv error restated for a content editor, before it is located in a file. */
export interface PlainError extends ProblemDetail {
  /** The instance pointer the error is about (the parent when `key` is set). */
  pointer: string;
  message: string;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string')
    return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return `the ${typeof value} ${String(value)}`;
}

function article(type: string): string {
  const noun = type === 'object' ? 'object' : type === 'array' ? 'list' : type;
  return /^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}

function schemaKeys(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const props = (schema as { properties?: Record<string, unknown> }).properties;
  return props ? Object.keys(props) : [];
}

/** One Ajv error in plain words; undefined for errors that only repeat another one. */
export function plainError(error: ErrorObject): PlainError | undefined {
  const pointer = error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { pointer, message: `missing required key "${String(params.missingProperty)}"` };
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const suggestion = suggest(key, schemaKeys(error.parentSchema));
      return {
        pointer,
        key,
        message: `unknown key "${key}"`,
        ...(suggestion ? { suggestion } : {}),
      };
    }
    case 'type': {
      const types = String(params.type).split(',').map(article).join(' or ');
      return { pointer, message: `should be ${types} but is ${describe(error.data)}` };
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      const suggestion = typeof error.data === 'string' ? suggest(error.data, allowed) : undefined;
      return {
        pointer,
        message: `${describe(error.data)} is not allowed; use one of: ${allowed.join(', ')}`,
        ...(suggestion ? { suggestion } : {}),
      };
    }
    case 'const':
      return { pointer, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'pattern': {
      // A regular expression tells an editor little; the field's description says what is allowed.
      const rule = (error.parentSchema as { description?: unknown } | undefined)?.description;
      return {
        pointer,
        message:
          typeof rule === 'string'
            ? `${describe(error.data)} is not allowed here. ${rule}`
            : `${describe(error.data)} does not have the expected form (${String(params.pattern)})`,
      };
    }
    case 'minLength':
      return Number(params.limit) === 1
        ? { pointer, message: 'must not be empty' }
        : { pointer, message: `must be at least ${String(params.limit)} characters` };
    case 'maxLength':
      return { pointer, message: `must be at most ${String(params.limit)} characters` };
    case 'minItems':
      return { pointer, message: `needs at least ${String(params.limit)} item(s)` };
    case 'maxItems':
      return { pointer, message: `allows at most ${String(params.limit)} item(s)` };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { pointer, message: `must be ${String(params.comparison)} ${String(params.limit)}` };
    case 'propertyNames':
      return {
        pointer,
        key: String(params.propertyName),
        message: `key "${String(params.propertyName)}" is not allowed here`,
      };
    case 'oneOf': {
      const branches = ((error.parentSchema as { oneOf?: { required?: string[] }[] }).oneOf ?? [])
        .map((b) => b.required?.join('" and "'))
        .filter((r): r is string => r !== undefined);
      return branches.length > 0
        ? { pointer, message: `must have exactly one of: "${branches.join('", "')}"` }
        : { pointer, message: 'must match exactly one of the allowed shapes' };
    }
    default:
      return { pointer, message: error.message ?? `fails the "${error.keyword}" rule` };
  }
}

/** Plain errors for a list of Ajv errors, skipping the inner errors of propertyNames. */
export function plainErrors(errors: ErrorObject[] | null | undefined): PlainError[] {
  const out: PlainError[] = [];
  for (const error of errors ?? []) {
    if ((error as ErrorObject & { propertyName?: string }).propertyName !== undefined) continue;
    const plain = plainError(error);
    if (plain) out.push(plain);
  }
  return out;
}

/** The full pointer of a plain error (with its key). */
export function fullPointer(e: PlainError): string {
  return e.key === undefined ? e.pointer : `${e.pointer}/${escapePointer(e.key)}`;
}
