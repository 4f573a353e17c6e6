import { errorId, type WidgetProps } from '@rjsf/utils';
import { fillText } from '../../placeholders';
import { asFormContext, choicesFrom } from '../form-context';

/**
 * A radio group whose options come from the bound data source (cancel reasons from the service),
 * or from the schema's enum. The group is a fieldset named by its legend; arrow keys move between
 * options natively; the error is tied to the group.
 */
export function ChoicesWidget(props: WidgetProps) {
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
    label,
    registry,
  } = props;
  const { placeholders, data } = asFormContext(registry.formContext);
  const choices =
    options.enumOptions && options.enumOptions.length > 0
      ? options.enumOptions.map((o) => ({ value: String(o.value), label: o.label }))
      : choicesFrom(data);
  const hasError = Boolean(rawErrors && rawErrors.length > 0);
  return (
    <fieldset
      className="fp-choices"
      aria-describedby={hasError ? errorId(id) : undefined}
      aria-invalid={hasError}
    >
      <legend className="fp-field__label">
        {fillText(label, placeholders)}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {choices.map((choice, index) => (
        <label className="fp-choice" key={choice.value} htmlFor={`${id}-${index}`}>
          <input
            type="radio"
            id={`${id}-${index}`}
            name={id}
            value={choice.value}
            checked={value === choice.value}
            disabled={disabled || readonly}
            onChange={() => onChange(choice.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <span>{fillText(choice.label, placeholders)}</span>
        </label>
      ))}
    </fieldset>
  );
}
