import parse, { Element, domToReact, type DOMNode } from 'html-react-parser';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isInternalHref } from './internal-href';

/**
 * Turns already-sanitised HTML into React. Only links are swapped for components, and their props
 * are rebuilt from a short allow-list (href, title, target, class) of the sanitised node, never
 * copied from the raw input: internal links become router links, `target=_blank` gets
 * `rel="noopener noreferrer"`.
 */
export function sanitisedHtmlToReact(safeHtml: string): ReactNode {
  const options = {
    replace(node: DOMNode) {
      if (!(node instanceof Element)) return undefined;
      // Defence in depth: DOMPurify already removed these, but nothing the parser is handed can
      // become a handler or an inline style, and an empty src would refetch the page.
      for (const name of Object.keys(node.attribs)) {
        if (/^on/i.test(name) || name.toLowerCase() === 'style') delete node.attribs[name];
      }
      if (node.attribs.src === '') delete node.attribs.src;
      if (node.name !== 'a') return undefined;
      const { href, title, target, class: className } = node.attribs;
      const children = domToReact(node.children as DOMNode[], options);
      if (href && isInternalHref(href) && target !== '_blank') {
        return (
          <Link to={href} title={title} className={className}>
            {children}
          </Link>
        );
      }
      const blank = target === '_blank'; // any other target is dropped
      return (
        <a
          href={href}
          title={title}
          className={className}
          target={blank ? '_blank' : undefined}
          rel={blank ? 'noopener noreferrer' : undefined}
        >
          {children}
        </a>
      );
    },
  };
  return parse(safeHtml, options);
}
