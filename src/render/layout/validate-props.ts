import { blockSchemaId } from '../../content/block-schema-id';
import type { ValidateFn } from '../render-env';

/** Thrown (inside the block's error boundary) when a block's props break its schema. */
export class BlockPropsError extends Error {
  constructor(
    readonly blockId: string,
    readonly problems: string[],
  ) {
    super(`Block "${blockId}" has invalid props: ${problems.join('; ')}`);
    this.name = 'BlockPropsError';
  }
}

/**
 * Checks a block's props with the precompiled validator for `blocks/<type>`; returns the problems
 * as "pointer: message" lines (empty when valid). A missing validator is itself a problem: props
 * that cannot be checked are never rendered.
 */
export function propsProblems(
  validators: Readonly<Record<string, ValidateFn>>,
  type: string,
  props: unknown,
): string[] {
  const key = blockSchemaId(type);
  if (!Object.hasOwn(validators, key)) return [`no validator for ${key}`];
  const validate = validators[key];
  if (validate(props)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.message ?? 'invalid'}`);
}
