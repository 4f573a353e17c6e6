/**
 * Stands in for markdown-to-jsx in the form chunk (vite.config.ts aliases
 * `markdown-to-jsx/react` here). rjsf renders Markdown only for `ui:enableMarkdownInDescription`,
 * which our uiSchema vocabulary does not allow (src/render/forms/ui-vocabulary.ts), and in its
 * own configuration-error notes; the real parser was about a quarter of the form chunk and holds
 * the `eval` the bundle check has to allow. Text is shown as written, never parsed as markup.
 */
import type { ReactNode } from 'react';

/** rjsf's `<Markdown>` with the text as it is. */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}
