import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/** Lays the fields out in order; our forms carry no root title (the block's heading names the form). */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div className="fp-form__fields">{properties.map((p) => p.content)}</div>;
}
