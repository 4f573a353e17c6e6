import { fillLoyaltyProgram } from '../lib/loyalty-program';

/** Values of the fixed placeholder set (`schemas/placeholders.json`): `{banner}`, `{phone}`, `{loyaltyProgram}`, `{product}`. */
export interface PlaceholderValues {
  banner: string;
  phone: string;
  loyaltyProgram: string;
  product: string;
}

const PATTERN = /\{(banner|phone|product)\}/g;

/**
 * Replaces the known placeholders in one string; unknown `{words}` are left as written.
 * `{loyaltyProgram}` never repeats the program name's last word ("Kings Rewards", not "Kings
 * Rewards rewards": fillLoyaltyProgram).
 */
export function fillText(text: string, values: PlaceholderValues): string {
  if (!text.includes('{')) return text;
  return fillLoyaltyProgram(text, values.loyaltyProgram).replace(
    PATTERN,
    (_match, key: Exclude<keyof PlaceholderValues, 'loyaltyProgram'>) => values[key],
  );
}

/**
 * Replaces placeholders in every string of a props value (objects and arrays are copied, never
 * mutated), so editors can write `{banner}` in any text field of any block.
 */
export function fillPlaceholders<T>(value: T, values: PlaceholderValues): T {
  if (typeof value === 'string') return fillText(value, values) as T;
  if (Array.isArray(value))
    return value.map((item: unknown) => fillPlaceholders(item, values)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = fillPlaceholders(item, values);
    return out as T;
  }
  return value;
}
