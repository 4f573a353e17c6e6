import { useId, useRef } from 'react';
import { PASTE_KINDS } from './paste-kinds';
import { ProblemLines, selectLine } from './problem-lines';
import text from './preview-text.json';
import { AUTO, type KindChoice, type Pasted } from './use-pasted';

interface Props {
  value: string;
  onChange: (value: string) => void;
  choice: KindChoice;
  onChoice: (choice: KindChoice) => void;
  pasted: Pasted;
}

/** A kind's name in the picker and the summary. */
export const kindLabel = (id: string) =>
  Object.hasOwn(text.kinds, id) ? text.kinds[id as keyof typeof text.kinds] : id;

/** What the editor is told about the pasted text, announced politely as it changes. */
function summary(pasted: Pasted): { text: string; error: boolean } {
  const { parsed, kind, problems, path } = pasted;
  if (!parsed.ok) {
    const message = text.parseError
      .replace('{line}', String(parsed.line))
      .replace('{column}', String(parsed.column))
      .replace('{reason}', parsed.reason);
    return { text: message, error: true };
  }
  if (!kind) return { text: text.kindUnknown, error: true };
  const template = path ? text.checkedAs : kind.layout ? text.checkedAsNoPath : text.checkedOnly;
  const checked = template.replace('{path}', path ?? '').replace('{kind}', kindLabel(kind.id));
  const count =
    problems.length === 0
      ? text.noProblems
      : text.problemsHeading.replace('{count}', String(problems.length));
  return { text: `${checked} ${count}`, error: problems.length > 0 };
}

/**
 * The content kind, the JSON text area and, live as the editor types, each problem beside the
 * line it is about (line number, JSON pointer, message, did-you-mean).
 */
export function PasteEditor({ value, onChange, choice, onChoice, pasted }: Props) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const said = summary(pasted);
  const { parsed } = pasted;
  return (
    <div className="fp-preview__editor">
      <label className="fp-preview__kind">
        {text.kind}
        <select className="fp-input" value={choice} onChange={(e) => onChoice(e.target.value)}>
          <option value={AUTO}>{text.kindAuto}</option>
          {PASTE_KINDS.map((kind) => (
            <option key={kind.id} value={kind.id}>
              {kindLabel(kind.id)}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={id} className="fp-field__label">
        {text.pasteLabel}
      </label>
      <textarea
        id={id}
        ref={area}
        className="fp-input fp-preview__json"
        rows={16}
        spellCheck={false}
        value={value}
        aria-describedby={`${id}-help ${id}-summary`}
        aria-invalid={said.error}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-help`} className="fp-field__help">
        {text.pasteHelp}
      </p>
      <p
        id={`${id}-summary`}
        className={said.error ? 'fp-field__error' : undefined}
        role="status"
        aria-live="polite"
      >
        {said.text}
      </p>
      {parsed.ok && pasted.problems.length > 0 ? (
        <ProblemLines
          source={value}
          problems={pasted.problems}
          lineOf={parsed.lineOf}
          onShowLine={(line) => area.current && selectLine(area.current, line)}
        />
      ) : null}
    </div>
  );
}
