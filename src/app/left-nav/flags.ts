/** The menu item fields the experiment-flag rules read (contract §3 menu item). */
export interface FlaggedItem {
  eotFlagName?: string;
  eotDrivenLink?: boolean | string;
}

/**
 * Experiment values by flag number, as `content/feature-toggles.json` holds them:
 * `{ eot: { "4521": "b" }, acip: { "7310": "a" } }`.
 */
export interface ExperimentValues {
  eot?: Readonly<Record<string, string>>;
  acip?: Readonly<Record<string, string>>;
}

/** The digits of a flag name ('EOT_4521' → '4521'); '' when it has none. */
export function flagDigits(flagName: string): string {
  return (flagName.match(/\d+/g) ?? []).join('');
}

/**
 * Contract §4: "the flag name's digits are looked up as an EOT or ACIP flag". EOT wins when both
 * hold a value for the same number.
 */
export function experimentValue(flagName: string, values: ExperimentValues): string | undefined {
  const digits = flagDigits(flagName);
  if (!digits) return undefined;
  return values.eot?.[digits] ?? values.acip?.[digits];
}

function isTruthyFlag(value: boolean | string | undefined): boolean {
  return value === true || value === 'true';
}

/**
 * Contract §4: an item tied to an experiment flag shows only when that flag's value is 'b'; it always
 * shows when it is eot-driven or the shopper is enrolled in the flagged program (a program whose
 * name the flag name contains, e.g. 'freshpassEOT4521' for an enrolled FreshPass member).
 * Items without a flag always show.
 */
export function isMenuItemShown(
  item: FlaggedItem,
  values: ExperimentValues,
  enrolledPrograms: ReadonlySet<string>,
): boolean {
  const flag = item.eotFlagName?.trim();
  if (!flag) return true;
  if (isTruthyFlag(item.eotDrivenLink)) return true;
  const lower = flag.toLowerCase();
  for (const program of enrolledPrograms) {
    if (program && lower.includes(program.toLowerCase())) return true;
  }
  return experimentValue(flag, values)?.trim().toLowerCase() === 'b';
}
