import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';
import { sanitisedHtmlToReact } from './to-react';

interface Props {
  html: string;
  className?: string;
  /** Inline fragments (a title inside a heading) render in a span. */
  inline?: boolean;
  id?: string;
}

/** Untrusted HTML from content, sanitised by DOMPurify first and then parsed into React. */
export function RichHtml({ html, className, inline = false, id }: Props) {
  const nodes = useMemo(() => sanitisedHtmlToReact(sanitizeHtml(html)), [html]);
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag className={className} id={id}>
      {nodes}
    </Tag>
  );
}
