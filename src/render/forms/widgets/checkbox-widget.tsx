import type { WidgetProps } from '@rjsf/utils';
import { fillText } from '../../placeholders';
import { describedBy } from '../described-by';
import { asFormContext } from '../form-context';

/** A single checkbox with its own label (terms acceptance). */
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
  const { placeholders } = asFormContext(registry.formContext);
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
    </div>
  );
}
