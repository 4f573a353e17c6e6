/** One problem found by the validator, located so an editor can jump to it. */
export interface Problem {
  /** Path relative to the validated root, e.g. content/faq.json. */
  file: string;
  line: number;
  column: number;
  /** JSON pointer inside the file ("" for the whole file). */
  pointer: string;
  /** Plain-language description. */
  message: string;
  /** A likely intended value for a misspelling ("did you mean"). */
  suggestion?: string;
  /** Short machine name of the check, e.g. "schema", "parse", "logo", "placeholder". */
  rule: string;
}

/** One problem as a line: file:line:column pointer message (did you mean …?). */
export function formatProblem(p: Problem): string {
  const where = `${p.file}:${p.line}:${p.column}`;
  const pointer = p.pointer === '' ? '(whole file)' : p.pointer;
  const hint = p.suggestion === undefined ? '' : ` (did you mean "${p.suggestion}"?)`;
  return `${where}  ${pointer}  ${p.message}${hint}`;
}

/** Orders problems by file then position, so output is stable between runs. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      a.line - b.line ||
      a.column - b.column ||
      a.message.localeCompare(b.message),
  );
}
