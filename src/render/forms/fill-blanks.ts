/**
 * The form's data with every blank field (absent, or an empty string) taken from what the flow
 * already knows; a field the shopper typed into is never overwritten. Only `known`'s own keys
 * are read, so nothing else leaks into the form.
 */
export function fillBlanks(
  typed: unknown,
  known: Readonly<Record<string, unknown>> | undefined,
): unknown {
  if (!known) return typed;
  const base: Record<string, unknown> =
    typed && typeof typed === 'object' ? { ...(typed as Record<string, unknown>) } : {};
  let changed = !(typed && typeof typed === 'object');
  for (const [field, value] of Object.entries(known)) {
    if (value === undefined || value === '') continue;
    if (base[field] === undefined || base[field] === '') {
      base[field] = value;
      changed = true;
    }
  }
  return changed ? base : typed;
}
