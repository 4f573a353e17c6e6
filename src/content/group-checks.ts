/**
 * A screen layout's groups and facts beyond the schema: every `group` a block names is declared
 * under `groups`, every declared group has blocks, and every condition (a block's or a group's
 * `when`, at any depth of `anyOf`/`not`) tests only facts the layout declares under `facts`, with
 * their declared values. A misspelt name would otherwise hide its blocks from every shopper.
 */
import { MEMBERSHIP_FACTS } from '../api/membership';
import { isJsonObject, type JsonObject } from '../lib/deep-merge';
import { suggest } from '../lib/suggest';
import type { ContentCheck } from './content-checks';
import { escapePointer } from './json-pointer';

type FactValues = ReadonlyMap<string, readonly unknown[]>;

/** The group and fact problems of a screen layout value. */
export function checkGroups(layout: JsonObject): ContentCheck[] {
  const groups = isJsonObject(layout.groups) ? layout.groups : {};
  const declared = Object.keys(groups);
  const blocks = Array.isArray(layout.blocks) ? layout.blocks : [];
  const facts = declaredFacts(layout.facts);
  const problems: ContentCheck[] = [];
  const used = new Set<string>();
  blocks.forEach((block, i) => {
    if (!isJsonObject(block)) return;
    problems.push(...whenChecks(block.when, `/blocks/${i}/when`, facts));
    if (typeof block.group !== 'string') return;
    used.add(block.group);
    if (Object.hasOwn(groups, block.group)) return;
    const near = suggest(block.group, declared);
    const known = declared.length ? `; declared: ${declared.join(', ')}` : '';
    problems.push({
      pointer: `/blocks/${i}/group`,
      message: `block names group "${block.group}", which this layout's "groups" does not declare, so it would never show: declare the group under "groups" or name a declared one${known}`,
      rule: 'layout-group',
      ...(near ? { suggestion: near } : {}),
    });
  });
  for (const name of declared) {
    const at = `/groups/${escapePointer(name)}`;
    const group = groups[name];
    if (isJsonObject(group)) problems.push(...whenChecks(group.when, `${at}/when`, facts));
    if (used.has(name)) continue;
    problems.push({
      pointer: at,
      message: `group "${name}" is declared, but no block names it: add "group": "${name}" to the blocks it should show, or remove the group`,
      rule: 'layout-group',
    });
  }
  return problems;
}

/**
 * Each declared fact and its values (a malformed declaration is the schema's problem), after the
 * membership facts every layout may test without declaring them (src/api/membership.ts).
 */
function declaredFacts(value: unknown): FactValues {
  const facts = new Map<string, readonly unknown[]>(
    Object.entries(MEMBERSHIP_FACTS).map(([name, fact]) => [name, fact.values]),
  );
  if (!isJsonObject(value)) return facts;
  for (const [name, fact] of Object.entries(value)) {
    facts.set(name, isJsonObject(fact) && Array.isArray(fact.values) ? fact.values : []);
  }
  return facts;
}

/** The facts a condition tests that the layout does not declare, or with undeclared values. */
function whenChecks(when: unknown, at: string, facts: FactValues): ContentCheck[] {
  if (!isJsonObject(when)) return [];
  const problems: ContentCheck[] = [];
  if (isJsonObject(when.facts)) {
    for (const [name, values] of Object.entries(when.facts)) {
      const where = `${at}/facts/${escapePointer(name)}`;
      const allowed = facts.get(name);
      if (allowed === undefined) {
        const near = suggest(name, facts.keys());
        const known = facts.size ? ` (declared: ${[...facts.keys()].join(', ')})` : '';
        problems.push({
          pointer: where,
          message: `condition tests fact "${name}", which this layout's "facts" does not declare, so it never holds: declare it with the values the screen gives, or test a declared fact${known}`,
          rule: 'layout-fact',
          ...(near ? { suggestion: near } : {}),
        });
        continue;
      }
      if (!Array.isArray(values)) continue;
      values.forEach((value, j) => {
        if (allowed.includes(value)) return;
        const texts = allowed.map((v) => JSON.stringify(v));
        const near = typeof value === 'string' ? suggest(value, allowed.map(String)) : undefined;
        problems.push({
          pointer: `${where}/${j}`,
          message: `fact "${name}" never has the value ${JSON.stringify(value)}: its declared values are ${texts.join(', ')}`,
          rule: 'layout-fact',
          ...(near ? { suggestion: near } : {}),
        });
      });
    }
  }
  if (Array.isArray(when.anyOf)) {
    when.anyOf.forEach((rule, k) => problems.push(...whenChecks(rule, `${at}/anyOf/${k}`, facts)));
  }
  problems.push(...whenChecks(when.not, `${at}/not`, facts));
  return problems;
}
