/**
 * Turns Ajv errors and unknown placeholders into plain-language problems with "did you mean"
 * suggestions. One wording for the QA validator (shared-node/validate) and the app's console report
 * of content it could not use (content-diagnostics.ts, loaded only then), so an editor reads the
 * same words in both. Errors of validators compiled without Ajv's `verbose` carry no data or
 * schema: they are worded without the value and the suggestion.
 */
import type { ErrorObject } from 'ajv';
import type { AnswerProblem } from '../api/errors';
import { suggest } from '../lib/suggest';
import { escapePointer } from './json-pointer';
import type { UnknownPlaceholder } from './placeholder-scan';

export { escapePointer };

/** Extra detail for a problem: the key it is about and a suggestion. */
export interface ProblemDetail {
  key?: string;
  suggestion?: string;
  /** The character of the string value the problem is at (the file's column then points there). */
  offset?: number;
}

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
  // Without Ajv's `verbose` the error has no `data`: say what is wrong without naming the value.
  const value = 'data' in error ? `${describe(error.data)} ` : '';
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
      return {
        pointer,
        message: value ? `should be ${types} but is ${value.trim()}` : `should be ${types}`,
      };
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      const suggestion = typeof error.data === 'string' ? suggest(error.data, allowed) : undefined;
      return {
        pointer,
        message: `${value || 'the value '}is not allowed; use one of: ${allowed.join(', ')}`,
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
            ? `${value || 'the value '}is not allowed here. ${rule}`
            : `${value || 'the value '}does not have the expected form (${String(params.pattern)})`,
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
      const parent = error.parentSchema as { oneOf?: { required?: string[] }[] } | undefined;
      const branches = (parent?.oneOf ?? [])
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

/** A validator of content: an Ajv one, precompiled or compiled by the gate. */
export interface CheckValidator {
  (data: unknown): boolean;
  errors?: null | readonly unknown[];
}

/**
 * A validator's errors on a value in plain words; a oneOf's per-branch errors give way to the
 * oneOf's own ("must have exactly one of …"), which says what to do.
 */
export function schemaErrors(validate: CheckValidator | undefined, value: unknown): PlainError[] {
  if (!validate || validate(value)) return [];
  const errors = (validate.errors ?? []) as ErrorObject[];
  const oneOfAt = new Set(errors.filter((e) => e.keyword === 'oneOf').map((e) => e.instancePath));
  return plainErrors(
    errors.filter((e) => !(oneOfAt.has(e.instancePath) && /\/oneOf\/\d+\//.test(e.schemaPath))),
  );
}

/** The full pointer of a plain error (with its key). */
export function fullPointer(e: PlainError): string {
  return e.key === undefined ? e.pointer : `${e.pointer}/${escapePointer(e.key)}`;
}

/** Plain errors as the problems of an ApiError (its `problems`, for the console report). */
export function answerProblems(errors: readonly PlainError[]): AnswerProblem[] {
  return errors.map((e) => ({
    pointer: fullPointer(e),
    message: e.message,
    ...(e.suggestion === undefined ? {} : { suggestion: e.suggestion }),
  }));
}

/** Unknown placeholders in the QA validator's words, with the closest known one as the fix. */
export function placeholderProblems(
  found: readonly UnknownPlaceholder[],
  known: ReadonlySet<string>,
): AnswerProblem[] {
  const list = [...known].map((k) => `{${k}}`).join(', ');
  return found.map(({ pointer, name }) => {
    const near = suggest(name, known);
    return {
      pointer,
      message: `unknown placeholder "{${name}}"; known placeholders are ${list}`,
      ...(near ? { suggestion: `{${near}}` } : {}),
    };
  });
}
