import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';
import { sanitisedHtmlToReact } from './to-react';

/** What RichHtml renders; see rich-html.tsx. */
export interface RichHtmlProps {
  html: string;
  className?: string;
  /** Inline fragments (a title inside a heading) render in a span. */
  inline?: boolean;
  id?: string;
}

/**
 * Untrusted HTML from content, sanitised by DOMPurify first and then parsed into React. This module
 * carries DOMPurify and html-react-parser, so it is loaded on demand by RichHtml.
 */
export function RichHtmlContent({ html, className, inline = false, id }: RichHtmlProps) {
  const nodes = useMemo(() => sanitisedHtmlToReact(sanitizeHtml(html)), [html]);
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag className={className} id={id}>
      {nodes}
    </Tag>
  );
}
