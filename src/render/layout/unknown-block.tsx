import { useEffect } from 'react';
import { useRenderEnv } from '../render-env';

const warned = new Set<string>();

/**
 * Stands in for a block whose type is not registered: visible in development and preview so an
 * editor spots the typo, nothing in production (plus one console warning per type and block).
 */
export function UnknownBlock({ type, id }: { type: string; id: string }) {
  const { mode, labels } = useRenderEnv();
  useEffect(() => {
    const key = `${id}:${type}`;
    if (mode === 'production' && !warned.has(key)) {
      warned.add(key);
      console.warn(`Unknown block type "${type}" (block "${id}") was not rendered.`);
    }
  }, [mode, type, id]);
  if (mode === 'production') return null;
  return (
    <div className="fp-unknown-block" role="note" data-block={id}>
      {labels.unknownBlock.replace('{type}', type)}
    </div>
  );
}
