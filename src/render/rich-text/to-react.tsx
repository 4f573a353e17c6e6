import parse, { Element, Text, domToReact, type DOMNode } from 'html-react-parser';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { splitPhones, telHref } from '../../lib/phone';
import { PhoneText } from '../phone-text';
import { isInternalHref } from './internal-href';

/**
 * Turns already-sanitised HTML into React. Only links are swapped for components, and their props
 * are rebuilt from a short allow-list (href, title, target, class) of the sanitised node, never
 * copied from the raw input: internal links become router links, `target=_blank` gets
 * `rel="noopener noreferrer"`. A phone number in the text that is not already in a link becomes a
 * `tel:` link, and a `tel:` link's address is dialled as telHref writes it.
 */
/** True when a text node sits inside a link (its words are the link's, never a second link). */
function insideLink(node: DOMNode): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent instanceof Element && parent.name === 'a') return true;
  }
  return false;
}

export function sanitisedHtmlToReact(safeHtml: string): ReactNode {
  const options = {
    replace(node: DOMNode) {
      if (node instanceof Text) {
        if (insideLink(node) || splitPhones(node.data).length === 1) return undefined;
        return <PhoneText text={node.data} />;
      }
      if (!(node instanceof Element)) return undefined;
      // Defence in depth: DOMPurify already removed these, but nothing the parser is handed can
      // become a handler or an inline style, and an empty src would refetch the page.
      for (const name of Object.keys(node.attribs)) {
        if (/^on/i.test(name) || name.toLowerCase() === 'style') delete node.attribs[name];
      }
      if (node.attribs.src === '') delete node.attribs.src;
      if (node.name !== 'a') return undefined;
      const { title, target, class: className } = node.attribs;
      const href = node.attribs.href?.startsWith('tel:')
        ? telHref(node.attribs.href.slice(4))
        : node.attribs.href;
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
