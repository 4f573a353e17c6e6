import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { fillText, type PlaceholderValues } from '../placeholders';

/** The top-level field an rjsf error belongs to (`.userComments` → `userComments`). */
export function errorField(error: RJSFValidationError): string {
  return (error.property ?? '').replace(/^\./, '').split(/[.[]/)[0];
}

/**
 * Replaces Ajv's wording with the field's message from the uiSchema (`ui:errorMessages` keyed by
 * keyword), so every message a shopper reads is content the editors own.
 */
export function withContentMessages(
  errors: RJSFValidationError[],
  uiSchema: UiSchema,
  placeholders: PlaceholderValues,
): RJSFValidationError[] {
  return errors.map((error) => {
    const field = errorField(error);
    const ui = Object.hasOwn(uiSchema, field) ? (uiSchema[field] as UiSchema) : undefined;
    const messages = ui?.['ui:errorMessages'] as Record<string, string> | undefined;
    const keyword = error.name ?? '';
    const message =
      messages && Object.hasOwn(messages, keyword)
        ? fillText(messages[keyword], placeholders)
        : error.message;
    return { ...error, message, stack: `${field}: ${message ?? ''}` };
  });
}

/**
 * The field of the first error in reading order: `ui:order` first, then the schema's property
 * order, so focus lands where a shopper's eye starts rather than on Ajv's first report.
 */
export function firstInOrder(
  errors: RJSFValidationError[],
  schema: RJSFSchema,
  uiSchema: UiSchema,
): string | undefined {
  const order = [
    ...((uiSchema['ui:order'] as string[] | undefined) ?? []),
    ...Object.keys(schema.properties ?? {}),
  ];
  const fields = new Set(errors.map(errorField));
  return order.find((name) => fields.has(name)) ?? [...fields][0];
}
