import { useMemo } from 'react';
import { pastedProblems, type ContentProblem } from './content-problems';
import { inferKind, kindById, type PasteKind } from './paste-kinds';
import { parsePasted, type PastedJson } from './pasted-json';
import { usePreviewChecks } from './use-preview-checks';

/** `auto` (from `$schema`) or a kind id. */
export type KindChoice = string;
export const AUTO = 'auto';

/** The pasted text understood: parsed, its kind, its problems and the content path it replaces. */
export interface Pasted {
  parsed: PastedJson;
  kind?: PasteKind;
  problems: ContentProblem[];
  path?: string;
}

/** Reads the editor's text as content of the chosen (or declared) kind, live. */
export function usePasted(json: string, choice: KindChoice): Pasted {
  const ctx = usePreviewChecks();
  return useMemo(() => {
    const parsed = parsePasted(json);
    if (!parsed.ok) return { parsed, problems: [] };
    const kind = choice === AUTO ? inferKind(parsed.value) : kindById(choice);
    if (!kind) return { parsed, problems: [] };
    const problems = pastedProblems(kind, parsed.value, ctx);
    return { parsed, kind, problems, path: kind.path(parsed.value) };
  }, [json, choice, ctx]);
}
