/**
 * A keyed registry in the style of Grafana's `Registry`: `get` throws and names the known ids,
 * `getIfExists` returns undefined, registering an id twice throws, and aliases keep renamed ids
 * (as stored in old content) working. Lookups use `Object.hasOwn` on null-prototype maps, so ids
 * such as `constructor` or `__proto__` can never resolve to something that was not registered.
 */
export interface Registry<T> {
  register(id: string, item: T): void;
  alias(oldId: string, newId: string): void;
  get(id: string): T;
  getIfExists(id: string): T | undefined;
  /** The id an alias points at, or the id itself. */
  resolveId(id: string): string;
  ids(): string[];
}

/** Builds an empty registry; `kind` names what it holds in error messages ("block type"). */
export function createRegistry<T>(kind: string): Registry<T> {
  const items: Record<string, T> = Object.create(null) as Record<string, T>;
  const aliases: Record<string, string> = Object.create(null) as Record<string, string>;

  const resolveId = (id: string): string => (Object.hasOwn(aliases, id) ? aliases[id] : id);
  const getIfExists = (id: string): T | undefined => {
    const key = resolveId(id);
    return Object.hasOwn(items, key) ? items[key] : undefined;
  };

  return {
    register(id, item) {
      if (Object.hasOwn(items, id) || Object.hasOwn(aliases, id)) {
        throw new Error(`The ${kind} "${id}" is already registered.`);
      }
      items[id] = item;
    },
    alias(oldId, newId) {
      if (Object.hasOwn(items, oldId) || Object.hasOwn(aliases, oldId)) {
        throw new Error(
          `The ${kind} "${oldId}" is already registered; it cannot also be an alias.`,
        );
      }
      if (!Object.hasOwn(items, newId)) {
        throw new Error(`Alias "${oldId}" points at unknown ${kind} "${newId}".`);
      }
      aliases[oldId] = newId;
    },
    get(id) {
      const item = getIfExists(id);
      if (item === undefined) {
        throw new Error(`Unknown ${kind} "${id}". Known: ${Object.keys(items).sort().join(', ')}.`);
      }
      return item;
    },
    getIfExists,
    resolveId,
    ids: () => Object.keys(items).sort(),
  };
}
