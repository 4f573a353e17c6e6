import { formatFact, readPath, type PlanNames } from '../facts';

/**
 * The card frame's button words from the content's `submitLabel`, with `{plan}` (the chosen plan's
 * name from `planNames`) and `{price}` (what is charged today, `plan.fee`) filled from the flow's
 * values. Undefined when there is no label or a placeholder cannot be filled, so the button never
 * shows a brace or names a price it does not know (the frame then says "Save card").
 */
export function submitLabelFor(
  template: string | undefined,
  values: unknown,
  planNames: PlanNames = {},
): string | undefined {
  if (!template) return undefined;
  const filled: Record<string, string | undefined> = {
    plan: formatFact(readPath(values, 'plan.planType'), 'plan', planNames, ''),
    price: formatFact(readPath(values, 'plan.fee'), 'money', planNames, ''),
  };
  let missing = false;
  const label = template.replace(/\{(plan|price)\}/g, (_m, key: string) => {
    const value = filled[key];
    if (value === undefined) missing = true;
    return value ?? '';
  });
  return missing ? undefined : label;
}
