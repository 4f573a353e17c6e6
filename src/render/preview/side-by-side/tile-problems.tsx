import type { TileProblem } from './banner-problems';
import previewText from '../preview-text.json';
import text from './side-by-side-text.json';

interface Props {
  banner: string;
  file: string;
  problems: readonly TileProblem[];
}

/** A banner's problems, errors first, each with its file, JSON pointer and the gate's words. */
export function TileProblems({ banner, file, problems }: Props) {
  if (problems.length === 0) {
    return <p className="fp-side__clean">{text.noProblems.replace('{file}', file)}</p>;
  }
  const sorted = [...problems].sort(
    (a, b) => Number(a.severity === 'warning') - Number(b.severity === 'warning'),
  );
  return (
    <ul className="fp-side__problems" aria-label={text.problemsOf.replace('{banner}', banner)}>
      {sorted.map((problem, i) => (
        <li
          key={`${i}-${problem.file}-${problem.pointer}`}
          className={`fp-side__problem fp-side__problem--${problem.severity}`}
          data-severity={problem.severity}
        >
          <strong>{problem.severity === 'warning' ? text.warning : text.error}</strong>{' '}
          {text.inFile.replace('{file}', problem.file)}{' '}
          <code>{problem.pointer === '' ? '/' : problem.pointer}</code> {problem.message}
          {problem.suggestion
            ? ` (${previewText.didYouMean.replace('{suggestion}', problem.suggestion)})`
            : ''}
        </li>
      ))}
    </ul>
  );
}
