/**
 * Form checks beyond the schema (which leaves `schema` and `uiSchema` free objects): every
 * `ui:*` key, `ui:widget` name and `ui:options` key is one our templates and widgets honour
 * (src/render/forms/ui-vocabulary.ts, handed in: this layer may not import the renderer), and
 * every field the uiSchema names (keys and `ui:order`) is a property of the form's schema. rjsf
 * ignores anything else without a word.
 */
import { isJsonObject, type JsonValue } from '../lib/deep-merge';
import { suggest } from '../lib/suggest';
import type { ContentCheck } from './content-checks';
import { escapePointer } from './json-pointer';

/** What a form's uiSchema may say (src/render/forms/ui-vocabulary.ts). */
export interface FormVocabulary {
  uiKeys: readonly string[];
  uiOptions: readonly string[];
  widgetNames: readonly string[];
}

/** The property names of an object schema, and the item schema of an array one. */
function fieldsOf(schema: JsonValue | undefined): { names: string[]; items?: JsonValue } {
  if (!isJsonObject(schema)) return { names: [] };
  const names = isJsonObject(schema.properties) ? Object.keys(schema.properties) : [];
  return { names, ...(schema.items !== undefined ? { items: schema.items } : {}) };
}

function withSuggestion(word: string, candidates: Iterable<string>): { suggestion?: string } {
  const near = suggest(word, candidates);
  return near ? { suggestion: near } : {};
}

function checkUiKey(
  key: string,
  value: JsonValue,
  at: string,
  names: string[],
  words: FormVocabulary,
): ContentCheck[] {
  if (!words.uiKeys.includes(key)) {
    return [
      {
        pointer: at,
        key,
        message: `unknown uiSchema key "${key}"; our forms read ${words.uiKeys.join(', ')}`,
        rule: 'ui-schema',
        ...withSuggestion(key, words.uiKeys),
      },
    ];
  }
  const here = `${at}/${escapePointer(key)}`;
  if (key === 'ui:widget' && typeof value === 'string' && !words.widgetNames.includes(value)) {
    return [
      {
        pointer: here,
        message: `unknown widget "${value}"; registered widgets are ${words.widgetNames.join(', ')}`,
        rule: 'ui-widget',
        ...withSuggestion(value, words.widgetNames),
      },
    ];
  }
  if (key === 'ui:options' && isJsonObject(value)) {
    return Object.keys(value)
      .filter((option) => !words.uiOptions.includes(option))
      .map((option) => ({
        pointer: here,
        key: option,
        message: `unknown ui:options key "${option}"; our widgets read ${words.uiOptions.join(', ')}`,
        rule: 'ui-schema',
        ...withSuggestion(option, words.uiOptions),
      }));
  }
  if (key === 'ui:order' && Array.isArray(value)) {
    return value.flatMap((field, i) =>
      typeof field === 'string' && field !== '*' && !names.includes(field)
        ? [
            {
              pointer: `${here}/${i}`,
              message: `ui:order names "${field}", which is not a field of the form's schema`,
              rule: 'ui-field',
              ...withSuggestion(field, names),
            },
          ]
        : [],
    );
  }
  return [];
}

/** Checks one uiSchema object against the schema it describes; `at` is its pointer. */
function checkUi(
  ui: JsonValue,
  schema: JsonValue | undefined,
  at: string,
  words: FormVocabulary,
): ContentCheck[] {
  if (!isJsonObject(ui)) return [];
  const { names, items } = fieldsOf(schema);
  const errors: ContentCheck[] = [];
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:')) {
      errors.push(...checkUiKey(key, value, at, names, words));
    } else if (key === 'items' && items !== undefined) {
      errors.push(...checkUi(value, items, `${at}/items`, words));
    } else if (names.includes(key)) {
      const props =
        isJsonObject(schema) && isJsonObject(schema.properties) ? schema.properties : {};
      errors.push(...checkUi(value, props[key], `${at}/${escapePointer(key)}`, words));
    } else {
      errors.push({
        pointer: at,
        key,
        message: `uiSchema names the field "${key}", which is not in the form's schema`,
        rule: 'ui-field',
        ...withSuggestion(key, names),
      });
    }
  }
  return errors;
}

/** Checks a form value `{ schema, uiSchema }` (content/forms/<form>.json). */
export function checkForm(value: unknown, words: FormVocabulary): ContentCheck[] {
  if (!isJsonObject(value)) return [];
  return checkUi(value.uiSchema ?? {}, value.schema, '/uiSchema', words);
}
