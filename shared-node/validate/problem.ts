/** One problem found by the validator, located so an editor can jump to it. */

/** Only errors fail the gate; a warning is printed and left to the editor's judgement. */
export type Severity = 'error' | 'warning';

export interface Problem {
  /** Path relative to the validated root, e.g. content/faq.json. */
  file: string;
  line: number;
  column: number;
  /** Where the located value ends (the same place as line/column when unknown). */
  endLine?: number;
  endColumn?: number;
  /** JSON pointer inside the file ("" for the whole file). */
  pointer: string;
  /** Plain-language description. */
  message: string;
  /** A likely intended value for a misspelling ("did you mean"). */
  suggestion?: string;
  /** Short machine name of the check, e.g. "schema", "parse", "logo", "placeholder". */
  rule: string;
  /** "error" when absent: every check fails the gate unless it says otherwise. */
  severity?: Severity;
}

/** The problem's severity, with the default filled in. */
export function severityOf(p: Problem): Severity {
  return p.severity ?? 'error';
}

/** True when at least one problem fails the gate. */
export function hasErrors(problems: readonly Problem[]): boolean {
  return problems.some((p) => severityOf(p) === 'error');
}

/** One problem as a line: file:line:column pointer message (did you mean …?). */
export function formatProblem(p: Problem): string {
  const where = `${p.file}:${p.line}:${p.column}`;
  const pointer = p.pointer === '' ? '(whole file)' : p.pointer;
  const hint = p.suggestion === undefined ? '' : ` (did you mean "${p.suggestion}"?)`;
  const level = severityOf(p) === 'warning' ? 'warning: ' : '';
  return `${where}  ${pointer}  ${level}${p.message}${hint}`;
}

/** `%`, CR and LF escaped as a workflow command needs them (`,` and `:` too in properties). */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * One problem as a GitHub Actions workflow command (`::error file=…,line=…::message`), which a
 * CI run shows as an annotation on the changed line. `root` is the folder the file paths are
 * relative to, as seen from the repository root ("" when it is the repository).
 */
export function formatGithub(p: Problem, root = ''): string {
  const props = [
    `file=${escapeProperty(root === '' ? p.file : `${root.replace(/\/$/, '')}/${p.file}`)}`,
    `line=${p.line}`,
    `col=${p.column}`,
    `endLine=${p.endLine ?? p.line}`,
    `endColumn=${p.endColumn ?? p.column}`,
    `title=${escapeProperty(`validate ${p.rule}${p.pointer === '' ? '' : ` ${p.pointer}`}`)}`,
  ];
  const hint = p.suggestion === undefined ? '' : ` (did you mean "${p.suggestion}"?)`;
  return `::${severityOf(p)} ${props.join(',')}::${escapeData(`${p.message}${hint}`)}`;
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
