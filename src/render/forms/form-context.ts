import type { PlaceholderValues } from '../placeholders';

/** What our templates and widgets read from rjsf's `formContext`. */
export interface FreshFormContext {
  placeholders: PlaceholderValues;
  /** The bound data source's value (e.g. cancel reasons), for widgets whose options come from a service. */
  data: unknown;
}

/** Narrows rjsf's untyped formContext to ours. */
export function asFormContext(value: unknown): FreshFormContext {
  return value as FreshFormContext;
}

/**
 * Choices from a service list: each item's value is its `code`/`reasonCode`/`value`/`id` and its
 * label its `reasonText`/`description`/`reasonDescription`/`label`/`text`/`name`; items without both are skipped.
 */
export function choicesFrom(data: unknown): Array<{ value: string; label: string }> {
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object'
      ? (Object.values(data).find(Array.isArray) ?? [])
      : [];
  return (list as unknown[]).flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const o = item as Record<string, unknown>;
    const value = [o.code, o.reasonCode, o.value, o.id].find(
      (v) => typeof v === 'string' || typeof v === 'number',
    );
    const label = [o.reasonText, o.description, o.reasonDescription, o.label, o.text, o.name].find(
      (v) => typeof v === 'string',
    );
    return value !== undefined && typeof label === 'string'
      ? [{ value: String(value), label }]
      : [];
  });
}
