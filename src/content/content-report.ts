import type { AnswerProblem, ApiError } from '../api/errors';

/** One problem on its own line: its pointer and plain words, with the likely fix. */
function problemLine(problem: AnswerProblem): string {
  const hint = problem.suggestion ? ` (did you mean "${problem.suggestion}"?)` : '';
  return `  ${problem.pointer || '/'}  ${problem.message}${hint}`;
}

/**
 * The console report of content that could not be used, for editors and developers: the path,
 * the call's correlation id and what went wrong (malformed JSON with its line and column, in the
 * client's words), then each schema problem on its own line at its JSON pointer, as the QA
 * validator (`npm run validate`) words it, e.g.
 *
 *     Content "faq" is unusable (correlation id 4f…): it does not match its schema "faq", 2 problems:
 *       /sections/0/titel  unknown key "titel" (did you mean "title"?)
 *       /displayType  the text "sideways" is not allowed; use one of: expandFirst, expanded
 */
export function contentReport(path: string, error: ApiError): string {
  const located = (error.problems ?? []).filter((problem) => problem.line === undefined);
  const traced = error.correlationId ? ` (correlation id ${error.correlationId})` : '';
  const count = located.length > 1 ? `, ${located.length} problems` : '';
  const lines = [
    `Content "${path}" is unusable${traced}: ${error.detail}${count}${located.length ? ':' : ''}`,
  ];
  return [...lines, ...located.map(problemLine)].join('\n');
}

/** The console warning for content used as it is although some of its placeholders are unknown. */
export function placeholderReport(path: string, problems: readonly AnswerProblem[]): string {
  return [
    `Content "${path}" has unknown placeholders, shown as written:`,
    ...problems.map(problemLine),
  ].join('\n');
}
