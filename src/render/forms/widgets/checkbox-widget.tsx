import type { WidgetProps } from '@rjsf/utils';
import { fillText } from '../../placeholders';
import { RichHtml } from '../../rich-text/rich-html';
import { describedBy } from '../described-by';
import { asFormContext } from '../form-context';

/** The bound data's `html` (the terms fragment), or undefined. */
function htmlOf(data: unknown): string | undefined {
  return data && typeof data === 'object' && 'html' in data && typeof data.html === 'string'
    ? data.html
    : undefined;
}

/**
 * A single checkbox with its own label (terms acceptance). With `ui:options.detailsSummary` and
 * the form block bound to the terms, the terms sit behind a disclosure right under the box: on a
 * phone they no longer push the account form a screen and more down, and they are read where
 * they are agreed to.
 */
export function CheckboxWidget(props: WidgetProps) {
  const {
    id,
    value,
    required,
    disabled,
    readonly,
    onChange,
    onBlur,
    onFocus,
    rawErrors,
    label,
    uiSchema,
    registry,
  } = props;
  const { placeholders, data } = asFormContext(registry.formContext);
  const summary = uiSchema?.['ui:options']?.detailsSummary;
  const terms = typeof summary === 'string' ? htmlOf(data) : undefined;
  const hasError = Boolean(rawErrors && rawErrors.length > 0);
  return (
    <div className="fp-checkbox">
      <input
        type="checkbox"
        id={id}
        name={id}
        checked={value === true}
        required={required}
        disabled={disabled || readonly}
        aria-invalid={hasError}
        aria-describedby={describedBy(id, hasError, Boolean(uiSchema?.['ui:help']))}
        onChange={(e) => onChange(e.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <label htmlFor={id}>{fillText(label, placeholders)}</label>
      {terms !== undefined && typeof summary === 'string' ? (
        <details className="fp-checkbox__details">
          <summary>{fillText(summary, placeholders)}</summary>
          <RichHtml html={fillText(terms, placeholders)} className="fp-rich-text" />
        </details>
      ) : null}
    </div>
  );
}
