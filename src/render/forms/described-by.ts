import { errorId, helpId } from '@rjsf/utils';

/**
 * The ids a control is described by, only those that exist: its error (when it has one), its help
 * text, and any extra (the character counter).
 */
export function describedBy(
  id: string,
  hasError: boolean,
  hasHelp: boolean,
  extra?: string,
): string | undefined {
  const ids = [hasError ? errorId(id) : '', hasHelp ? helpId(id) : '', extra ?? ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
