import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** A form as codegen emits it: the schema, its uiSchema and its precompiled validate functions. */
export interface FormModule {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validateFns: ValidatorFunctions;
}

// One lazy chunk per form; the form's schema travels with its validators so they always match.
const modules = import.meta.glob<FormModule>('./generated/*.js');
const cache = new Map<string, Promise<FormModule>>();
const loaded = new Map<string, FormModule>();

/** The names of the forms in content/forms/ (as generated). */
export function formNames(): string[] {
  return Object.keys(modules)
    .map((path) => path.replace(/^\.\/generated\/|\.js$/g, ''))
    .sort();
}

/**
 * Loads a generated form module once and caches the promise (React's `use` needs the same promise
 * on every render). An unknown name rejects, naming the known forms.
 */
export function loadForm(name: string): Promise<FormModule> {
  const cached = cache.get(name);
  if (cached) return cached;
  const path = `./generated/${name}.js`;
  const promise = Object.hasOwn(modules, path)
    ? modules[path]().then((mod) => {
        loaded.set(name, mod);
        return mod;
      })
    : Promise.reject(new Error(`Unknown form "${name}". Known: ${formNames().join(', ')}.`));
  cache.set(name, promise);
  return promise;
}

/** The form's module when it has already loaded, so a prepared form renders in the first pass. */
export function loadedForm(name: string): FormModule | undefined {
  return loaded.get(name);
}
