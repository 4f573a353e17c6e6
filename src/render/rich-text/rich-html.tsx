/**
 * RichHtml: untrusted HTML from content, sanitised and parsed by rich-html-content.tsx. DOMPurify
 * and html-react-parser are the heaviest part of the renderer and most blocks never need them, so
 * that module is a lazy chunk: blocks that render rich text declare `prepare: prepareRichHtml`,
 * ContentScreen starts (and waits for) the import as soon as its layout is known, and by the time
 * the blocks render the module is in and RichHtml renders synchronously. Otherwise (the
 * editor preview, a layout built in code) a hidden placeholder stands in until it arrives.
 * A fragment the build already sanitised and rendered (build-markup.ts) needs neither: it renders
 * as the server wrote it, and a screen the build rendered whole waits for nothing.
 */
import { lazy, Suspense } from 'react';
import { lazyModule } from '../lazy-module';
import { buildMarkup, buildMarkupCoversScreen } from './build-markup';
import { BuildRichHtml } from './build-rich-html';
import type { RichHtmlProps } from './rich-html-content';

// Loaded once; a failed load is forgotten so the next render tries again.
const richHtml = lazyModule(() => import('./rich-html-content'));

/**
 * Starts loading the rich-text module; undefined (nothing to wait for) when it is already loaded,
 * or when the screen showing is the prerendered page's own, whose rich text is build markup.
 */
export function prepareRichHtml(): Promise<unknown> | undefined {
  return richHtml.loaded() || buildMarkupCoversScreen() ? undefined : richHtml.load();
}

// For a render before the module is in. A failed import throws into the block's error boundary
// (the catalogue's message).
const LazyRichHtmlContent = lazy(() =>
  richHtml.load().then((module) => ({ default: module.RichHtmlContent })),
);

/**
 * Untrusted HTML from content, sanitised by DOMPurify first and then parsed into React. Until the
 * module is in, an empty hidden element of the same tag and class holds its place (no inline
 * style: the XSS checks refuse any `style` attribute on rendered content).
 */
export function RichHtml(props: RichHtmlProps) {
  const markup = buildMarkup(props.html);
  if (markup !== undefined) {
    return (
      <BuildRichHtml
        markup={markup}
        className={props.className}
        inline={props.inline}
        id={props.id}
      />
    );
  }
  const Tag = props.inline ? 'span' : 'div';
  const pending = <Tag className={props.className} data-rich-html="pending" hidden />;
  // Once loaded (ContentScreen prepares its blocks first) the content renders in the same pass.
  const Content = richHtml.loaded()?.RichHtmlContent ?? LazyRichHtmlContent;
  return (
    <Suspense fallback={pending}>
      <Content {...props} />
    </Suspense>
  );
}
