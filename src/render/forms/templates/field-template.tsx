import { errorId, helpId, type FieldTemplateProps } from '@rjsf/utils';
import { fillText } from '../../placeholders';
import { asFormContext } from '../form-context';

/** Widgets that render their own label (a fieldset legend or a checkbox label). */
const SELF_LABELLED = new Set(['choices', 'checkbox']);

/**
 * One field: label tied to the control, help text and the first error, each with the id the
 * widget's aria-describedby points at. The root object only lays out its children.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, rawErrors, rawHelp, children, hidden, uiSchema, schema, registry } =
    props;
  if (hidden) return <div hidden>{children}</div>;
  if (schema.type === 'object') return children;
  const { placeholders } = asFormContext(registry.formContext);
  const widget = uiSchema?.['ui:widget'];
  const selfLabelled =
    schema.type === 'boolean' || (typeof widget === 'string' && SELF_LABELLED.has(widget));
  const error = rawErrors && rawErrors.length > 0 ? rawErrors[0] : undefined;
  return (
    <div className={error ? 'fp-field fp-field--error' : 'fp-field'}>
      {selfLabelled ? null : (
        <label htmlFor={id} className="fp-field__label">
          {fillText(label, placeholders)}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
      )}
      {children}
      {rawHelp ? (
        <p id={helpId(id)} className="fp-field__help">
          {fillText(rawHelp, placeholders)}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(id)} className="fp-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
