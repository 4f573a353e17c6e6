import type { WidgetProps } from '@rjsf/utils';
import { describedBy } from '../described-by';

/**
 * A text area with a live `n / max` counter (max from the schema's maxLength, 400 for cancel
 * feedback). Typing and pasting stop at the limit; text that is already longer (a restored draft)
 * is kept as it is so nothing is lost, and validation then names the problem.
 */
export function CountedTextarea(props: WidgetProps) {
  const {
    id,
    value,
    required,
    disabled,
    readonly,
    onChange,
    onBlur,
    onFocus,
    options,
    rawErrors,
    uiSchema,
    schema,
  } = props;
  const text = typeof value === 'string' ? value : '';
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const hasError = Boolean(rawErrors && rawErrors.length > 0);
  const counterId = `${id}__counter`;
  const rows = typeof options.rows === 'number' ? options.rows : 4;
  return (
    <>
      <textarea
        id={id}
        name={id}
        className="fp-input fp-textarea"
        rows={rows}
        value={text}
        maxLength={max !== undefined && text.length <= max ? max : undefined}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        aria-invalid={hasError}
        aria-describedby={describedBy(
          id,
          hasError,
          Boolean(uiSchema?.['ui:help']),
          max ? counterId : undefined,
        )}
        onChange={(e) => {
          const next =
            max !== undefined && e.target.value.length > max && e.target.value.length > text.length
              ? e.target.value.slice(0, Math.max(max, text.length))
              : e.target.value;
          onChange(next === '' ? options.emptyValue : next);
        }}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      {max !== undefined ? (
        <p id={counterId} className="fp-counter" aria-live="polite" aria-atomic="true">
          {`${text.length} / ${max}`}
        </p>
      ) : null}
    </>
  );
}
