import type { WidgetProps } from '@rjsf/utils';
import { describedBy } from '../described-by';

/**
 * A text input; `ui:options.inputType` picks tel/email/etc., `ui:autocomplete` and
 * `ui:options.inputMode` help mobile keyboards. No maxlength: a too-long entry gets a message.
 */
export function TextWidget(props: WidgetProps) {
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
  const hasError = Boolean(rawErrors && rawErrors.length > 0);
  const type =
    typeof options.inputType === 'string'
      ? options.inputType
      : schema.format === 'email'
        ? 'email'
        : 'text';
  const autoComplete = uiSchema?.['ui:autocomplete'];
  return (
    <input
      id={id}
      name={id}
      type={type}
      className="fp-input"
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoComplete={typeof autoComplete === 'string' ? autoComplete : undefined}
      inputMode={
        typeof options.inputMode === 'string'
          ? (options.inputMode as 'numeric' | 'text' | 'tel' | 'email')
          : undefined
      }
      aria-invalid={hasError}
      aria-describedby={describedBy(id, hasError, Boolean(uiSchema?.['ui:help']))}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
