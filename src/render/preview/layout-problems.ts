import type { RegisteredBlock } from '../block-definition';
import type { Registry } from '../registry';
import type { ValidateFn } from '../render-env';

/** One schema problem of a pasted layout, located by JSON pointer. */
export interface LayoutProblem {
  pointer: string;
  message: string;
}

/**
 * Every problem the validator would report for a screen layout: the layout schema, then each
 * block's type (with aliases) and props, each at its JSON pointer (e.g. `/blocks/2/props/plans`).
 */
export function layoutProblems(
  value: unknown,
  validators: Readonly<Record<string, ValidateFn>>,
  registry: Registry<RegisteredBlock>,
): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const layoutValidator = Object.hasOwn(validators, 'screen-layout')
    ? validators['screen-layout']
    : undefined;
  if (layoutValidator && !layoutValidator(value)) {
    for (const e of layoutValidator.errors ?? []) {
      problems.push({ pointer: e.instancePath || '/', message: e.message ?? 'invalid' });
    }
  }
  const blocks =
    value && typeof value === 'object' ? (value as { blocks?: unknown }).blocks : undefined;
  if (!Array.isArray(blocks)) return problems;
  blocks.forEach((block: unknown, index) => {
    if (!block || typeof block !== 'object') return;
    const { type, props } = block as { type?: unknown; props?: unknown };
    if (typeof type !== 'string') return;
    const def = registry.getIfExists(type);
    if (!def) {
      problems.push({
        pointer: `/blocks/${index}/type`,
        message: `unknown block type "${type}"; known: ${registry.ids().join(', ')}`,
      });
      return;
    }
    const key = `blocks/${def.type}`;
    const validate = Object.hasOwn(validators, key) ? validators[key] : undefined;
    if (validate && !validate(props ?? {})) {
      for (const e of validate.errors ?? []) {
        problems.push({
          pointer: `/blocks/${index}/props${e.instancePath}`,
          message: e.message ?? 'invalid',
        });
      }
    }
  });
  return problems;
}

/** Parses pasted JSON; a syntax error comes back as a message instead of a throw. */
export function parseJson(text: string): { value?: unknown; error?: string } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
