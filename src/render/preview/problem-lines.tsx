import type { ContentProblem } from './content-problems';
import text from './preview-text.json';

interface Props {
  /** The pasted text, to show each offending line as written. */
  source: string;
  problems: readonly ContentProblem[];
  lineOf: (pointer: string) => number;
  /** Selects a line in the editor. */
  onShowLine: (line: number) => void;
}

/** The problems grouped by the line of the pasted JSON they are about, in line order. */
export function groupByLine(
  problems: readonly ContentProblem[],
  lineOf: (pointer: string) => number,
): { line: number; problems: ContentProblem[] }[] {
  const byLine = new Map<number, ContentProblem[]>();
  for (const problem of problems) {
    const line = lineOf(problem.pointer);
    byLine.set(line, [...(byLine.get(line) ?? []), problem]);
  }
  return [...byLine.entries()]
    .sort(([a], [b]) => a - b)
    .map(([line, list]) => ({ line, problems: list }));
}

/** The text of a 1-based line. */
function lineText(source: string, line: number): string {
  return source.split('\n')[line - 1] ?? '';
}

/**
 * Each offending line of the pasted JSON, as written and numbered, with its problems beside it
 * (JSON pointer, message, did-you-mean) and a button that selects the line in the editor.
 */
export function ProblemLines({ source, problems, lineOf, onShowLine }: Props) {
  const groups = groupByLine(problems, lineOf);
  return (
    <ol className="fp-preview__problem-lines">
      {groups.map(({ line, problems: here }) => (
        <li key={line} className="fp-preview__problem-line" data-line={line}>
          <div className="fp-preview__source-line">
            <span className="fp-preview__line-number">
              {text.line.replace('{line}', String(line))}
            </span>
            <code className="fp-preview__json">{lineText(source, line).trim()}</code>
            <button
              type="button"
              className="fp-button fp-button--link"
              onClick={() => onShowLine(line)}
            >
              {text.showInEditor.replace('{line}', String(line))}
            </button>
          </div>
          <ul className="fp-preview__problems">
            {here.map((problem, i) => (
              <li key={`${i}-${problem.pointer}`}>
                <code>{problem.pointer === '' ? '/' : problem.pointer}</code> {problem.message}
                {problem.suggestion
                  ? ` (${text.didYouMean.replace('{suggestion}', problem.suggestion)})`
                  : ''}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** Selects a 1-based line of a text area and brings it into view. */
export function selectLine(area: HTMLTextAreaElement, line: number): void {
  const lines = area.value.split('\n');
  const start = lines.slice(0, line - 1).reduce((sum, l) => sum + l.length + 1, 0);
  const end = start + (lines[line - 1]?.length ?? 0);
  area.focus();
  area.setSelectionRange(start, end);
  // Roughly where the line sits, for browsers that do not scroll to a selection.
  const lineHeight = area.scrollHeight / Math.max(lines.length, 1);
  area.scrollTop = Math.max(0, (line - 3) * lineHeight);
}
