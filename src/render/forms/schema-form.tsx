import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { goLive } from '../../lib/early-submits';
import { PhoneText } from '../phone-text';
import { useRenderEnv } from '../render-env';
import { firstInOrder, withContentMessages } from './form-errors';
import type { FreshFormContext } from './form-context';
import { FormSkeleton } from './form-skeleton';
import { useFormModule } from './use-form-module';
import type { FormModule } from './load-form';
import { FieldTemplate } from './templates/field-template';
import { ObjectFieldTemplate } from './templates/object-template';
import { CheckboxWidget } from './widgets/checkbox-widget';
import { ChoicesWidget } from './widgets/choices-widget';
import { CountedTextarea } from './widgets/counted-textarea';
import { TextWidget } from './widgets/text-widget';
import type { WidgetKey } from './ui-vocabulary';
import { draftKey, draftShown, forgetDraft, keptDraft, rememberDraft } from './form-drafts';
import { fillBlanks } from './fill-blanks';

/** What the `form` block hands to the lazily loaded form. */
export interface SchemaFormProps {
  form: string;
  submitLabel: string;
  /** What the submit button says while `onSubmit` runs; `submitLabel` when absent. */
  busyLabel?: string;
  /** Receives the form data; an `{ error }` answer is shown beside the form, keeping the input. */
  onSubmit: (data: unknown) => void | Promise<void | { error?: string }>;
  successText?: string;
  /** The block's bound data (e.g. cancel reasons), offered to widgets through formContext. */
  data?: unknown;
  /** Keeps the submit button in view at the bottom of the window while the form is on screen. */
  stickyActions?: boolean;
  /** What the flow already knows (the session's name, a step's earlier answers): fills blanks only. */
  known?: Readonly<Record<string, unknown>>;
}

/** Our widgets, under the registry keys ui-vocabulary.ts's `ui:widget` names resolve to. */
export const formWidgets = {
  TextWidget,
  EmailWidget: TextWidget,
  CheckboxWidget,
  choices: ChoicesWidget,
  countedTextarea: CountedTextarea,
} satisfies Record<WidgetKey, unknown>;
const templates = { FieldTemplate, ObjectFieldTemplate };

/**
 * The only module that imports @rjsf/core; the `form` block loads it lazily so routes without a
 * form never download rjsf. Validation uses the precompiled validators (no Ajv compiler, no eval).
 */
export default function SchemaForm(props: SchemaFormProps) {
  const mod = useFormModule(props.form);
  return mod ? <LoadedForm {...props} mod={mod} /> : <FormSkeleton />;
}

function LoadedForm({
  form,
  submitLabel,
  busyLabel,
  onSubmit,
  successText,
  data,
  stickyActions,
  known,
  mod,
}: SchemaFormProps & { mod: FormModule }) {
  const env = useRenderEnv();
  const validator = useMemo(
    () => createPrecompiledValidator(mod.validateFns, mod.schema as RJSFSchema),
    [mod],
  );
  // What was typed here before a sign-in (the session ended, or the shopper chose to stay signed
  // in) comes back once; typing is remembered for that way out (form-drafts.ts).
  const draft = draftKey(globalThis.location?.pathname ?? '', form);
  const drawingOnly = env.drawingOnly === true;
  const [formData, setFormData] = useState<unknown>(() =>
    fillBlanks(drawingOnly ? undefined : keptDraft(draft), known),
  );
  // Given back once: React may drop a first render, so the draft is let go only on screen.
  useEffect(() => {
    if (!drawingOnly) draftShown(draft);
  }, [draft, drawingOnly]);
  // What the flow learns later (the session arriving) fills only what is still blank: never
  // what the shopper typed.
  useEffect(() => {
    if (known) setFormData((typed: unknown) => fillBlanks(typed, known));
  }, [known]);
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  // Its submit handler is live once mounted (or hydrated): a press the page's first module held
  // before then is submitted now (src/lib/early-submits.ts).
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = frame.current?.querySelector('form');
    if (element && !drawingOnly) goLive(element);
  }, [drawingOnly]);
  const formContext: FreshFormContext = useMemo(
    () => ({ placeholders: env.placeholders, data }),
    [env.placeholders, data],
  );
  const transformErrors = (errors: RJSFValidationError[]) =>
    withContentMessages(errors, mod.uiSchema, env.placeholders);
  const idPrefix = `fp-${form}`;
  // Focus the first field with an error in reading order (Ajv lists "required" errors first).
  const focusFirstError = () => {
    const errors = validator.validateFormData(formData, mod.schema).errors;
    const field = firstInOrder(errors, mod.schema, mod.uiSchema);
    if (field === undefined) return;
    const id = `${idPrefix}_${field}`;
    const target = document.getElementById(id) ?? document.getElementById(`${id}-0`);
    target?.focus();
  };

  // The ref refuses a second submit at once, before the re-render marks the button busy.
  const running = useRef(false);
  const submit = async ({ formData: submitted }: IChangeEvent) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setServerError(undefined);
    setDone(false);
    try {
      const result = await onSubmit(submitted);
      if (result && result.error) setServerError(result.error);
      else {
        setDone(true);
        forgetDraft(draft);
      }
    } catch (error) {
      setServerError(env.messageFor(error));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  const busyWords = busy ? busyLabel : undefined;

  return (
    <div ref={frame} className={stickyActions ? 'fp-form fp-form--sticky-actions' : 'fp-form'}>
      <Form
        schema={mod.schema}
        uiSchema={mod.uiSchema}
        validator={validator}
        formData={formData}
        formContext={formContext}
        idPrefix={idPrefix}
        widgets={formWidgets}
        templates={templates}
        showErrorList={false}
        focusOnFirstError={focusFirstError}
        noHtml5Validate
        // A `const: true` (accepting terms) must not pre-tick the box for the shopper.
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
        transformErrors={transformErrors}
        onChange={(e) => {
          setFormData(e.formData);
          if (!drawingOnly) rememberDraft(draft, e.formData);
        }}
        onSubmit={(e) => void submit(e)}
        onError={() => setServerError(undefined)}
      >
        <div className="fp-form__actions">
          <button type="submit" className="fp-button fp-button--primary" aria-disabled={busy}>
            {busyWords ?? submitLabel}
          </button>
          {/* Always mounted, so screen readers hear the busy words when they appear. */}
          <span role="status" className="fp-visually-hidden">
            {busyWords}
          </span>
        </div>
      </Form>
      {serverError ? (
        <p className="fp-form__server-error" role="alert">
          <PhoneText text={serverError} />
        </p>
      ) : null}
      {done && successText ? (
        <p className="fp-form__success" role="status">
          {successText}
        </p>
      ) : null}
    </div>
  );
}
