/**
 * What a form's uiSchema (content/forms/*.json) may say, as our templates and widgets honour it.
 * `npm run validate` rejects anything else, so a typo such as `ui:widgit` fails the QA gate rather
 * than quietly rendering rjsf's unstyled default. Plain data: the validator (Node) reads it too.
 */

/**
 * `ui:widget` names and the key of the widget they resolve to in schema-form.tsx's registry
 * (rjsf maps `text`, `email` and `checkbox` to TextWidget, EmailWidget and CheckboxWidget). Names
 * rjsf knows but we do not replace (`textarea`, `select`, …) would render unstyled and unlabelled,
 * so they are not offered.
 */
export const WIDGET_NAMES = {
  text: 'TextWidget',
  email: 'EmailWidget',
  checkbox: 'CheckboxWidget',
  choices: 'choices',
  countedTextarea: 'countedTextarea',
} as const;

/** A registry key of schema-form.tsx's widgets. */
export type WidgetKey = (typeof WIDGET_NAMES)[keyof typeof WIDGET_NAMES];

/**
 * The `ui:*` keys our templates and widgets read: rjsf's own (label, order, help, disabled…) and
 * ours (`ui:errorMessages`, see form-errors.ts). `ui:description`, `ui:placeholder` and
 * `ui:autofocus` are left out: no template of ours shows them.
 */
export const UI_KEYS: readonly string[] = [
  'ui:widget',
  'ui:options',
  'ui:order',
  'ui:title',
  'ui:help',
  'ui:autocomplete',
  'ui:errorMessages',
  'ui:disabled',
  'ui:readonly',
];

/** Keys of `ui:options` a widget reads (text-widget.tsx, counted-textarea.tsx, rjsf's emptyValue). */
export const UI_OPTIONS: readonly string[] = [
  'inputType',
  'inputMode',
  'rows',
  'emptyValue',
  // The checkbox's disclosure title over the form block's bound fragment (the terms).
  'detailsSummary',
];
