/**
 * Every problem of a pasted content JSON, each at its JSON pointer, in the QA gate's words: the
 * kind's schema (all errors, from the preview's precompiled validators), and for a layout each
 * block's type and props; then the text checks the gate runs across files (known placeholders,
 * catalogue messages that exist).
 */
import { distance } from 'fastest-levenshtein';
import placeholderSpec from '../../../schemas/placeholders.json';
import type { RegisteredBlock } from '../block-definition';
import type { Registry } from '../registry';
import type { PasteKind } from './paste-kinds';

/** One problem, located by JSON pointer. */
export interface ContentProblem {
  pointer: string;
  message: string;
  suggestion?: string;
}

/** An Ajv error as the preview's verbose validators report it. */
interface AjvError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  data?: unknown;
  parentSchema?: { properties?: Record<string, unknown>; oneOf?: { required?: string[] }[] };
}

/** A precompiled validator of src/render/preview/generated/validators.js. */
export interface PreviewValidate {
  (data: unknown): boolean;
  errors?: null | readonly unknown[];
}

/** The closest candidate to a misspelling, when it is close enough to be a typo (as the gate). */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  const limit = word.length <= 3 ? 1 : Math.max(2, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = candidate === word ? Infinity : distance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return bestDistance <= limit ? best : undefined;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const withSuggestion = (suggestion: string | undefined) => (suggestion ? { suggestion } : {});

function plain(e: AjvError): ContentProblem {
  const p = e.params;
  const at = e.instancePath;
  switch (e.keyword) {
    case 'required':
      return { pointer: at, message: `missing required key "${String(p.missingProperty)}"` };
    case 'additionalProperties': {
      const key = String(p.additionalProperty);
      const known = Object.keys(e.parentSchema?.properties ?? {});
      return {
        pointer: `${at}/${escape(key)}`,
        message: `unknown key "${key}"`,
        ...withSuggestion(closest(key, known)),
      };
    }
    case 'type':
      return { pointer: at, message: `should be of type ${String(p.type)}` };
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]).map(String);
      const near = typeof e.data === 'string' ? closest(e.data, allowed) : undefined;
      return {
        pointer: at,
        message: `${JSON.stringify(e.data)} is not allowed; use one of: ${allowed.join(', ')}`,
        ...withSuggestion(near),
      };
    }
    case 'minLength':
      return Number(p.limit) === 1
        ? { pointer: at, message: 'must not be empty' }
        : { pointer: at, message: `must be at least ${String(p.limit)} characters` };
    case 'pattern':
      return { pointer: at, message: `does not have the expected form (${String(p.pattern)})` };
    case 'oneOf': {
      const branches = (e.parentSchema?.oneOf ?? []).flatMap((b) => b.required ?? []);
      return branches.length > 0
        ? { pointer: at, message: `must have exactly one of: "${branches.join('", "')}"` }
        : { pointer: at, message: 'must match exactly one of the allowed shapes' };
    }
    default:
      return { pointer: at, message: e.message ?? `fails the "${e.keyword}" rule` };
  }
}

/** A validator's errors in plain words; a oneOf's per-branch errors give way to the oneOf's. */
export function schemaProblems(
  validate: PreviewValidate | undefined,
  value: unknown,
  prefix = '',
): ContentProblem[] {
  if (!validate || validate(value)) return [];
  const errors = (validate.errors ?? []) as AjvError[];
  const oneOfAt = new Set(errors.filter((e) => e.keyword === 'oneOf').map((e) => e.instancePath));
  return errors
    .filter((e) => !(oneOfAt.has(e.instancePath) && /\/oneOf\/\d+\//.test(e.schemaPath)))
    .map(plain)
    .map((problem) => ({ ...problem, pointer: `${prefix}${problem.pointer}` }));
}

/** Each block of a layout: a registered type (with aliases) and props its schema accepts. */
function blockProblems(
  value: unknown,
  validators: Readonly<Record<string, PreviewValidate>>,
  registry: Registry<RegisteredBlock>,
): ContentProblem[] {
  const blocks = value && typeof value === 'object' ? (value as { blocks?: unknown }).blocks : [];
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block: unknown, index) => {
    if (!block || typeof block !== 'object') return [];
    const { type, props } = block as { type?: unknown; props?: unknown };
    if (typeof type !== 'string') return [];
    const def = registry.getIfExists(type);
    if (!def) {
      return [
        {
          pointer: `/blocks/${index}/type`,
          message: `unknown block type "${type}"; known: ${registry.ids().join(', ')}`,
          ...withSuggestion(closest(type, registry.ids())),
        },
      ];
    }
    const key = `blocks/${def.type}`;
    const validate = Object.hasOwn(validators, key) ? validators[key] : undefined;
    return schemaProblems(validate, props ?? {}, `/blocks/${index}/props`);
  });
}

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const KNOWN_PLACEHOLDERS: readonly string[] = placeholderSpec.placeholders;

/** Unknown `{placeholders}` and `catalogueMessage`s the catalogue lacks, in every string. */
function textProblems(
  value: unknown,
  catalogueHas: (ref: string) => boolean,
  pointer = '',
  key?: string,
): ContentProblem[] {
  if (typeof value === 'string') {
    const problems: ContentProblem[] = [...value.matchAll(PLACEHOLDER)]
      .filter((m) => !KNOWN_PLACEHOLDERS.includes(m[1]))
      .map((m) => {
        const near = closest(m[1], KNOWN_PLACEHOLDERS);
        return {
          pointer,
          message: `unknown placeholder "{${m[1]}}"; known placeholders are ${KNOWN_PLACEHOLDERS.map((k) => `{${k}}`).join(', ')}`,
          ...withSuggestion(near && `{${near}}`),
        };
      });
    if (key === 'catalogueMessage' && !catalogueHas(value)) {
      problems.push({
        pointer,
        message: `catalogue message "${value}" is not in content/error-catalogue.json: use a code of "codes" or a key of "messages"`,
      });
    }
    return problems;
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => textProblems(item, catalogueHas, `${pointer}/${i}`, key));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, item]) =>
      k === '$schema' ? [] : textProblems(item, catalogueHas, `${pointer}/${escape(k)}`, k),
    );
  }
  return [];
}

/** Every problem of a pasted value of a kind. */
export function pastedProblems(
  kind: PasteKind,
  value: unknown,
  validators: Readonly<Record<string, PreviewValidate>>,
  registry: Registry<RegisteredBlock>,
  catalogueHas: (ref: string) => boolean,
): ContentProblem[] {
  const schema = Object.hasOwn(validators, kind.schema) ? validators[kind.schema] : undefined;
  return [
    ...schemaProblems(schema, value),
    ...(kind.blocks ? [] : blockProblems(value, validators, registry)),
    ...textProblems(value, catalogueHas),
  ];
}
