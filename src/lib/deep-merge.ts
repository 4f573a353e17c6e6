/** A JSON value as read from a content file. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A JSON object; overrides and defaults are always objects at the top. */
export type JsonObject = { [key: string]: JsonValue };

/** True for a plain JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Merges a banner override over the default content: objects merge key by key, arrays and
 * scalars replace, so an override can drop list items. Pure: neither input is changed.
 */
export function deepMerge<T extends JsonObject>(base: T, override: JsonObject): T {
  const result: JsonObject = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = Object.hasOwn(result, key) ? result[key] : undefined;
    const next =
      isJsonObject(current) && isJsonObject(value) ? deepMerge(current, value) : cloneJson(value);
    // defineProperty, not assignment: a "__proto__" key in content must stay a plain key.
    Object.defineProperty(result, key, {
      value: next,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return result as T;
}

function cloneJson(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(cloneJson);
  if (isJsonObject(value)) {
    const copy: JsonObject = {};
    for (const [k, v] of Object.entries(value)) {
      Object.defineProperty(copy, k, {
        value: cloneJson(v),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return copy;
  }
  return value;
}
