import { useMemo } from 'react';
import type { DataHook } from '../data-sources';
import { Screen } from '../layout/layout-renderer';
import { RenderEnvProvider, useRenderEnv, type RenderEnv } from '../render-env';
import { kindLabel } from './paste-editor';
import { previewLayout, type PasteKind } from './paste-kinds';
import text from './preview-text.json';

interface Props {
  kind: PasteKind;
  value: unknown;
}

/**
 * Pasted content rendered live: a layout as a screen, any other kind in the block its real screen
 * shows it with, bound to the pasted value (`content:<path>` answers with it; other content and
 * the sandbox data come as usual). A block the value breaks shows its error in place.
 */
export function PastedScreen({ kind, value }: Props) {
  const parent = useRenderEnv();
  const path = kind.path(value);
  const env = useMemo((): Partial<RenderEnv> => {
    const content = parent.dataSources.content;
    const pastedContent: DataHook = (arg) => {
      // Always called, so the hook order never changes whichever path a block asks for.
      const real = content ? content(arg) : { isLoading: false };
      return arg === path ? { data: value, isLoading: false } : real;
    };
    return { dataSources: { ...parent.dataSources, content: pastedContent } };
  }, [parent.dataSources, path, value]);
  const layout = previewLayout(kind, value);
  if (!layout) {
    return kind.layout ? null : <p>{text.notRendered.replace('{kind}', kindLabel(kind.id))}</p>;
  }
  return (
    <RenderEnvProvider env={env}>
      <Screen layout={layout} />
    </RenderEnvProvider>
  );
}
