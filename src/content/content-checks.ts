/**
 * Every problem of one content value of a kind, in one wording for the QA gate
 * (`npm run validate`, which locates each in its file) and the editor preview (which shows each
 * beside its line): the kind's schema (every error), a layout's block types, props and content
 * references, a form's uiSchema, duplicate ids, unknown placeholders and catalogue messages the
 * catalogue lacks, each with its did-you-mean. Pure: what differs between the two callers (the
 * compiled validators, the registered block types, the content paths, the catalogue) comes in
 * through a CheckContext.
 */
import { isJsonObject } from '../lib/deep-merge';
import { suggest } from '../lib/suggest';
import { checkForm, type FormVocabulary } from './form-checks';
import { escapePointer } from './json-pointer';
import { lookAlikeChecks } from './look-alike-checks';
import { unknownPlaceholders, walkStrings } from './placeholder-scan';
import {
  placeholderProblems,
  schemaErrors,
  type CheckValidator,
  type PlainError,
} from './schema-messages';
import { checkScreen } from './screen-checks';

/** A problem in a value, not yet tied to a file, with the short name of the check that found it. */
export type ContentCheck = PlainError & { rule: string };

/** The names content may use to refer to the error catalogue. */
export interface CatalogueNames {
  codes: ReadonlySet<string>;
  messages: ReadonlySet<string>;
}

/** What the checks need to know besides the value. */
export interface CheckContext {
  /** The every-error validator of a schema name (`faq`, `blocks/richText`). */
  validator(name: string): CheckValidator | undefined;
  /** Registered block types (the files of schemas/blocks/) and their aliases. */
  blockTypes: ReadonlySet<string>;
  blockAliases: Readonly<Record<string, string>>;
  /** Default content paths a layout's `content:<path>` may name; unchecked when absent. */
  contentPaths?: ReadonlySet<string>;
  catalogue: CatalogueNames;
  /** The placeholders content of a kind may use (the fixed set and the kind's run-time ones). */
  placeholders(kind: string): ReadonlySet<string>;
  form: FormVocabulary;
}

/** Keys whose string value names a message of the error catalogue. */
const CATALOGUE_REF_KEYS = new Set(['catalogueMessage']);

/** The codes and message keys of a parsed error catalogue (empty sets for anything else). */
export function catalogueNames(value: unknown): CatalogueNames {
  const keys = (v: unknown) => new Set(isJsonObject(v) ? Object.keys(v) : []);
  return isJsonObject(value)
    ? { codes: keys(value.codes), messages: keys(value.messages) }
    : { codes: new Set(), messages: new Set() };
}

/** Duplicate `id` values among the objects of every array in a value. */
export function duplicateIds(value: unknown, pointer = ''): ContentCheck[] {
  const errors: ContentCheck[] = [];
  if (Array.isArray(value)) {
    const seen = new Map<string, number>();
    value.forEach((item: unknown, i) => {
      if (isJsonObject(item) && typeof item.id === 'string') {
        const first = seen.get(item.id);
        if (first !== undefined) {
          errors.push({
            pointer: `${pointer}/${i}/id`,
            message: `duplicate id "${item.id}": ${pointer}/${first}/id has it too; change this one (item ${i} of the list) to an id of its own`,
            rule: 'duplicate-id',
          });
        } else seen.set(item.id, i);
      }
      errors.push(...duplicateIds(item, `${pointer}/${i}`));
    });
  } else if (isJsonObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      errors.push(...duplicateIds(child, `${pointer}/${escapePointer(key)}`));
    }
  }
  return errors;
}

/**
 * The problems of the value as a whole (for a banner override: of the merged value): its schema,
 * a layout's blocks, a form's uiSchema and duplicate ids.
 */
export function valueChecks(kind: string, value: unknown, ctx: CheckContext): ContentCheck[] {
  return [
    ...schemaErrors(ctx.validator(kind), value).map((e) => ({ ...e, rule: 'schema' })),
    ...(kind === 'screen-layout' ? checkScreen(value, ctx) : []),
    ...(kind === 'form' ? checkForm(value, ctx.form) : []),
    ...duplicateIds(value),
  ];
}

/** Unknown `{placeholders}` in the value's text, with the closest known one. */
export function placeholderChecks(kind: string, value: unknown, ctx: CheckContext): ContentCheck[] {
  const known = ctx.placeholders(kind);
  return placeholderProblems(unknownPlaceholders(value, known), known).map((p) => ({
    pointer: p.pointer ?? '',
    message: p.message,
    rule: 'placeholder',
    ...(p.suggestion === undefined ? {} : { suggestion: p.suggestion }),
  }));
}

/**
 * Values of `catalogueMessage` (the notice block's reference to the error catalogue) must be a
 * code of the catalogue's `codes` or a key of its `messages`.
 */
export function catalogueChecks(value: unknown, catalogue: CatalogueNames): ContentCheck[] {
  const problems: ContentCheck[] = [];
  const known = [...catalogue.codes, ...catalogue.messages];
  walkStrings(value, (text, pointer, key) => {
    if (key === undefined || !CATALOGUE_REF_KEYS.has(key)) return;
    if (catalogue.codes.has(text) || catalogue.messages.has(text)) return;
    const near = suggest(text, known);
    problems.push({
      pointer,
      message: `catalogue message "${text}" is not in content/error-catalogue.json: use a code of "codes" or a key of "messages"`,
      rule: 'catalogue-ref',
      ...(near ? { suggestion: near } : {}),
    });
  });
  return problems;
}

/** The checks of the text one file holds (each file of an override on its own). */
export function textChecks(kind: string, value: unknown, ctx: CheckContext): ContentCheck[] {
  return [
    ...placeholderChecks(kind, value, ctx),
    ...catalogueChecks(value, ctx.catalogue),
    ...lookAlikeChecks(value),
  ];
}

/** Every problem of one value of a kind, as the gate reports a default content file. */
export function contentChecks(kind: string, value: unknown, ctx: CheckContext): ContentCheck[] {
  return [...valueChecks(kind, value, ctx), ...textChecks(kind, value, ctx)];
}
