import { useEffect, useState } from 'react';
import { loadedForm, loadForm, type FormModule } from './load-form';

type State = { name: string; mod?: FormModule; error?: unknown };

/**
 * The generated module of a form, undefined while its chunk loads (a form its screen prepared is
 * there from the first render). A form that does not exist is thrown during render, so the block's
 * error boundary shows the catalogue message.
 */
export function useFormModule(name: string): FormModule | undefined {
  const [state, setState] = useState<State>(() => ({ name, mod: loadedForm(name) }));
  useEffect(() => {
    let live = true;
    loadForm(name).then(
      (mod) =>
        live && setState((prev) => (prev.name === name && prev.mod === mod ? prev : { name, mod })),
      (error: unknown) => live && setState({ name, error }),
    );
    return () => {
      live = false;
    };
  }, [name]);
  if (state.name !== name) return loadedForm(name);
  if (state.error !== undefined) throw state.error;
  return state.mod;
}
