/** The menu item fields the experiment-flag rules read (spec §3 menu item). */
export interface FlaggedItem {
  eotFlagName?: string;
  eotDrivenLink?: boolean | string;
}

/** Experiment values by flag name, e.g. `{ EOT1234: 'b', ACIP77: 'a' }`. */
export type ExperimentValues = Readonly<Record<string, string | undefined>>;

/** The digits of a flag name ('EOT_1234' → '1234'); '' when it has none. */
export function flagDigits(flagName: string): string {
  return (flagName.match(/\d+/g) ?? []).join('');
}

/**
 * Looks a flag's digits up as an EOT flag first, then as an ACIP flag (spec §4), so content may
 * name the flag in either family or just by its number.
 */
export function experimentValue(flagName: string, values: ExperimentValues): string | undefined {
  const digits = flagDigits(flagName);
  if (!digits) return values[flagName];
  return values[`EOT${digits}`] ?? values[`ACIP${digits}`] ?? values[flagName];
}

function isTruthyFlag(value: boolean | string | undefined): boolean {
  return value === true || value === 'true';
}

/**
 * Spec §4: an item tied to an experiment flag shows only when that flag's value is 'b'; it always
 * shows when it is eot-driven or the shopper is enrolled in the flagged program. Items without a
 * flag always show.
 */
export function isMenuItemShown(
  item: FlaggedItem,
  values: ExperimentValues,
  enrolledFlags: ReadonlySet<string>,
): boolean {
  const flag = item.eotFlagName?.trim();
  if (!flag) return true;
  if (isTruthyFlag(item.eotDrivenLink)) return true;
  const digits = flagDigits(flag);
  if (enrolledFlags.has(flag) || (digits !== '' && enrolledFlags.has(digits))) return true;
  return experimentValue(flag, values)?.trim().toLowerCase() === 'b';
}
