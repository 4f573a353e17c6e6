import { lazy, Suspense } from 'react';
import type { FormBlockProps } from '../../content/generated/types/blocks/form';
import { defineBlock } from '../block-definition';
import { FormSkeleton } from '../forms/form-skeleton';
import { loadedForm, loadForm } from '../forms/load-form';
import { lazyModule } from '../lazy-module';
import { useFlowValues } from '../flow-values';
import { useRenderEnv } from '../render-env';

// rjsf lives only in this lazily loaded chunk, so routes without a form never download it.
const schemaForm = lazyModule(() => import('../forms/schema-form'));
const LazySchemaForm = lazy(schemaForm.load);

/**
 * Starts loading the form renderer and the named form's module as soon as the layout is known
 * (ContentScreen waits for both), so the form appears in its real size in the screen's first
 * pass: a placeholder of a guessed height would move what sits under it when the form came in.
 */
export function prepareForm(props: unknown): Promise<unknown> | undefined {
  const name =
    props && typeof props === 'object' && 'form' in props && typeof props.form === 'string'
      ? props.form
      : undefined;
  const waits: Promise<unknown>[] = [];
  if (!schemaForm.loaded()) waits.push(schemaForm.load());
  if (name && !loadedForm(name)) waits.push(loadForm(name));
  return waits.length > 0 ? Promise.all(waits) : undefined;
}

interface FormProps extends FormBlockProps {
  data?: unknown;
}

/** Bound data (e.g. cancel reasons) rides along for widgets whose options come from a service. */
export function toFormProps(raw: FormBlockProps, data: unknown): FormProps {
  return { ...raw, data };
}

function FormBlock({
  form,
  submitLabel,
  busyLabel,
  action,
  heading,
  successText,
  data,
  stickyActions,
}: FormProps) {
  const { actions, mode } = useRenderEnv();
  // What the screen's flow already knows for this form (`values.forms[<form>]`): it fills the
  // blanks, so the shopper does not type their name again or lose a step's answers going back.
  const prefill = knownFor(useFlowValues().forms, form);
  // Prepared by its screen, the renderer is in and renders in this pass; otherwise (the editor
  // preview) a placeholder holds the place until it arrives.
  const SchemaForm = schemaForm.loaded()?.default ?? LazySchemaForm;
  const name = action ?? form;
  const known = Object.hasOwn(actions, name);
  if (!known && mode !== 'preview') throw new Error(`The screen provides no action "${name}".`);
  const onSubmit = known ? actions[name] : () => undefined;
  return (
    <section className="fp-form-block" aria-label={heading}>
      {heading ? <h2>{heading}</h2> : null}
      <Suspense fallback={<FormSkeleton />}>
        <SchemaForm
          form={form}
          submitLabel={submitLabel}
          busyLabel={busyLabel}
          onSubmit={onSubmit}
          successText={successText}
          data={data}
          stickyActions={stickyActions}
          known={prefill}
        />
      </Suspense>
    </section>
  );
}

function knownFor(forms: unknown, form: string): Readonly<Record<string, unknown>> | undefined {
  if (!forms || typeof forms !== 'object' || !Object.hasOwn(forms, form)) return undefined;
  const known = (forms as Record<string, unknown>)[form];
  return known && typeof known === 'object' ? (known as Record<string, unknown>) : undefined;
}

/** A form from content/forms/, rendered by rjsf with precompiled validators. */
export const formBlock = defineBlock({
  type: 'form',
  reserve: 240,
  component: FormBlock,
  toProps: toFormProps,
  prepare: prepareForm,
});
