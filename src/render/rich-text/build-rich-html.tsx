import type { MouseEvent } from 'react';
import { useAppNavigate } from '../use-app-navigate';
import { isInternalHref } from './internal-href';
import type { RichHtmlProps } from './rich-html-content';

/**
 * Rich text the build already sanitised and rendered (src/render/rich-text/build-markup.ts), as
 * it is: the same element and markup the server wrote, so hydrating keeps it untouched and no
 * parser runs. Its links are plain `<a href>`; one delegated click handler sends an internal one
 * through the router, as the router link of the parsed path does (same checks: main button, no
 * modifier key, no other target, not already handled). Enter on a focused link clicks it too.
 */
export function BuildRichHtml({
  markup,
  className,
  inline = false,
  id,
}: Omit<RichHtmlProps, 'html'> & { markup: string }) {
  const navigate = useAppNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || !event.currentTarget.contains(link)) return;
    const href = link.getAttribute('href');
    if (!href || (link.target && link.target !== '_self') || !isInternalHref(href)) return;
    event.preventDefault();
    // As a router link: a link to where the shopper already is replaces the entry.
    const here = window.location.pathname + window.location.search + window.location.hash;
    navigate(href, { replace: href === here });
  };
  const Tag = inline ? 'span' : 'div';
  // The markup is DOMPurify's output, rendered at build time (never the content's raw HTML).
  return (
    <Tag
      className={className}
      id={id}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
