/**
 * Every problem of a pasted content JSON, each at its JSON pointer, in the QA gate's words (the
 * shared wording of src/content/schema-messages.ts): the kind's schema (all errors, from the
 * preview's precompiled validators), and for a layout each block's type and props; then the text
 * checks the gate runs across files (known placeholders, catalogue messages that exist).
 */
import type { ErrorObject } from 'ajv';
import {
  knownPlaceholders,
  unknownPlaceholders,
  walkStrings,
} from '../../content/placeholder-scan';
import { fullPointer, placeholderProblems, plainError } from '../../content/schema-messages';
import { suggest } from '../../lib/suggest';
import type { RegisteredBlock } from '../block-definition';
import type { Registry } from '../registry';
import type { PasteKind } from './paste-kinds';

/** One problem, located by JSON pointer. */
export interface ContentProblem {
  pointer: string;
  message: string;
  suggestion?: string;
}

/** A precompiled every-error validator (src/content/generated/all-errors-validators.js). */
export interface PreviewValidate {
  (data: unknown): boolean;
  errors?: null | readonly unknown[];
}

const withSuggestion = (suggestion: string | undefined) => (suggestion ? { suggestion } : {});

/** A validator's errors in plain words; a oneOf's per-branch errors give way to the oneOf's. */
export function schemaProblems(
  validate: PreviewValidate | undefined,
  value: unknown,
  prefix = '',
): ContentProblem[] {
  if (!validate || validate(value)) return [];
  const errors = (validate.errors ?? []) as ErrorObject[];
  const oneOfAt = new Set(errors.filter((e) => e.keyword === 'oneOf').map((e) => e.instancePath));
  return errors
    .filter((e) => !(oneOfAt.has(e.instancePath) && /\/oneOf\/\d+\//.test(e.schemaPath)))
    .flatMap((e) => {
      const plain = plainError(e);
      return plain
        ? [
            {
              pointer: `${prefix}${fullPointer(plain)}`,
              message: plain.message,
              ...withSuggestion(plain.suggestion),
            },
          ]
        : [];
    });
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
          ...withSuggestion(suggest(type, registry.ids())),
        },
      ];
    }
    const key = `blocks/${def.type}`;
    const validate = Object.hasOwn(validators, key) ? validators[key] : undefined;
    return schemaProblems(validate, props ?? {}, `/blocks/${index}/props`);
  });
}

/** Unknown `{placeholders}` and `catalogueMessage`s the catalogue lacks, in every string. */
function textProblems(
  value: unknown,
  kind: string,
  catalogueHas: (ref: string) => boolean,
): ContentProblem[] {
  const known = knownPlaceholders(kind);
  const problems: ContentProblem[] = placeholderProblems(
    unknownPlaceholders(value, known),
    known,
  ).map((p) => ({ ...p, pointer: p.pointer ?? '' }));
  walkStrings(value, (text, pointer, key) => {
    if (key !== 'catalogueMessage' || catalogueHas(text)) return;
    problems.push({
      pointer,
      message: `catalogue message "${text}" is not in content/error-catalogue.json: use a code of "codes" or a key of "messages"`,
    });
  });
  return problems;
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
    ...textProblems(value, kind.schema, catalogueHas),
  ];
}
