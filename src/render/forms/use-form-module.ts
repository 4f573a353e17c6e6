import { useEffect, useState } from 'react';
import { loadForm, type FormModule } from './load-form';

/**
 * The generated module of a form, undefined while its chunk loads. A form that does not exist
 * is thrown during render, so the block's error boundary shows the catalogue message.
 */
export function useFormModule(name: string): FormModule | undefined {
  const [state, setState] = useState<{ name: string; mod?: FormModule; error?: unknown }>({ name });
  useEffect(() => {
    let live = true;
    loadForm(name).then(
      (mod) => live && setState({ name, mod }),
      (error: unknown) => live && setState({ name, error }),
    );
    return () => {
      live = false;
    };
  }, [name]);
  if (state.name !== name) return undefined;
  if (state.error !== undefined) throw state.error;
  return state.mod;
}
