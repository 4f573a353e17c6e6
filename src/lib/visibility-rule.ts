/**
 * The one evaluation of a layout's `when` rules, pure so both the renderer (src/render/visibility.ts,
 * in the browser, for a known audience) and routeNeeds (src/routes/route-needs.ts, at build time,
 * knowing only the banner's flags) decide with it.
 */

/** A value of a screen fact: a flow step, how the shopper arrived, a yes or no. */
export type FactValue = string | boolean;

/**
 * A `when` condition as written in a screen layout, on a block or a group; a missing key means
 * "any". Every key given must hold: `facts` lists the allowed values of each named fact, `anyOf`
 * needs one of its conditions to hold, and `not` must not hold.
 */
export interface VisibilityRule {
  flags?: string[];
  statuses?: string[];
  roles?: string[];
  facts?: Readonly<Record<string, readonly FactValue[]>>;
  anyOf?: readonly VisibilityRule[];
  not?: VisibilityRule;
}

/**
 * What a rule is tested against. Flags are always known (a flag not `true` is off); the status,
 * the role and each screen fact are not known while undefined.
 */
export interface RuleSubject {
  flags: Readonly<Record<string, unknown>>;
  status?: string;
  role?: string;
  facts?: Readonly<Record<string, FactValue | undefined>>;
}

/** Whether a rule holds: true, false, or `'unknown'` when it turns on what is not known. */
export type Truth = boolean | 'unknown';

/** A layout's groups as a rule reads them: each group's `when`. */
export type RuleGroups = Readonly<Record<string, { when: VisibilityRule }>>;

const allOf = (values: readonly Truth[]): Truth =>
  values.includes(false) ? false : values.every((v) => v === true) || 'unknown';

const not = (value: Truth): Truth => (value === 'unknown' ? value : !value);

/**
 * Whether `rule` holds for `subject`. A condition on something not known gives `unknown`: the
 * renderer passes false (a rule that lists statuses hides its block until the subscription is
 * known, so a block for members never flashes up), routeNeeds passes 'unknown' (at build time the
 * block may show, for some shopper). With false, `not` of such a condition holds.
 */
export function ruleHolds(
  rule: VisibilityRule | undefined,
  subject: RuleSubject,
  unknown: Truth,
): Truth {
  if (!rule) return true;
  // Each condition is tested only while none before it failed, in the order the renderer has
  // always used, so a malformed rule in the preview fails the same way it did.
  let result: Truth = true;
  const fails = (value: Truth) => (result = allOf([result, value])) === false;
  if (fails((rule.flags ?? []).every((flag) => isOn(subject.flags, flag)))) return false;
  if (rule.statuses && fails(oneOf(rule.statuses, subject.status, unknown))) return false;
  if (rule.roles && fails(oneOf(rule.roles, subject.role, unknown))) return false;
  for (const [name, allowed] of Object.entries(rule.facts ?? {})) {
    const known = subject.facts;
    const value = known && Object.hasOwn(known, name) ? known[name] : undefined;
    // A pasted layout in the preview is rendered before it is valid: a malformed list holds
    // for none.
    if (fails(value === undefined ? unknown : Array.isArray(allowed) && allowed.includes(value))) {
      return false;
    }
  }
  if (rule.anyOf) {
    if (fails(Array.isArray(rule.anyOf) ? anyHolds(rule.anyOf, subject, unknown) : false)) {
      return false;
    }
  }
  if (rule.not && fails(not(ruleHolds(rule.not, subject, unknown)))) return false;
  return result;
}

/**
 * Whether a block of a layout shows: its own `when` holds and, when it names a `group`, that
 * group's `when` holds too. A group the layout does not declare never shows (the gate reports it).
 */
export function blockHolds(
  block: { when?: VisibilityRule; group?: string },
  groups: RuleGroups | undefined,
  subject: RuleSubject,
  unknown: Truth,
): Truth {
  const own = ruleHolds(block.when, subject, unknown);
  if (block.group === undefined || own === false) return own;
  const group = groups && Object.hasOwn(groups, block.group) ? groups[block.group] : undefined;
  return group === undefined ? false : allOf([own, ruleHolds(group.when, subject, unknown)]);
}

/** Whether one of `rules` holds, stopping at the first that does. */
function anyHolds(rules: readonly VisibilityRule[], subject: RuleSubject, unknown: Truth): Truth {
  let result: Truth = false;
  for (const rule of rules) {
    const value = ruleHolds(rule, subject, unknown);
    if (value === true) return true;
    if (value === 'unknown') result = value;
  }
  return result;
}

function oneOf(allowed: readonly string[], value: string | undefined, unknown: Truth): Truth {
  return value === undefined ? unknown : allowed.includes(value);
}

function isOn(flags: Readonly<Record<string, unknown>>, name: string): boolean {
  return Object.hasOwn(flags, name) && flags[name] === true;
}
