import { lazy, Suspense } from 'react';
import { defineBlock } from '../block-definition';
import { FormSkeleton } from '../forms/form-skeleton';
import { useRenderEnv } from '../render-env';

// rjsf lives only in this lazily loaded chunk, so routes without a form never download it.
const SchemaForm = lazy(() => import('../forms/schema-form'));

interface Raw {
  form: string;
  submitLabel: string;
  action?: string;
  heading?: string;
  successText?: string;
}

interface FormBlockProps extends Raw {
  data?: unknown;
}

/** Bound data (e.g. cancel reasons) rides along for widgets whose options come from a service. */
export function toFormProps(raw: Raw, data: unknown): FormBlockProps {
  return { ...raw, data };
}

function FormBlock({ form, submitLabel, action, heading, successText, data }: FormBlockProps) {
  const { actions, mode } = useRenderEnv();
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
          onSubmit={onSubmit}
          successText={successText}
          data={data}
        />
      </Suspense>
    </section>
  );
}

/** A form from content/forms/, rendered by rjsf with precompiled validators. */
export const formBlock = defineBlock({
  type: 'form',
  reserve: 240,
  component: FormBlock,
  toProps: toFormProps,
});
