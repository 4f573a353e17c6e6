/**
 * Reads a list out of bound data that is either the list itself or an object holding it under
 * `key`; anything else is a content or service fault and throws, so the block's boundary shows
 * the catalogue message instead of an empty box.
 */
export function listFrom<T>(data: unknown, key: string): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === 'object' && Array.isArray((data as Record<string, unknown>)[key])) {
    return (data as Record<string, T[]>)[key];
  }
  throw new Error(`Expected a list or an object with "${key}" from the data source.`);
}
