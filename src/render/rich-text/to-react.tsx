import { createElement, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isInternalHref } from './internal-href';

/**
 * HTML attributes whose React prop is spelt differently, among those DOMPurify's HTML profile
 * keeps. Any other kept attribute is already its own prop name (lower case, `aria-*`).
 */
const PROP_NAMES: Readonly<Record<string, string>> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  datetime: 'dateTime',
  accesskey: 'accessKey',
  cellpadding: 'cellPadding',
  cellspacing: 'cellSpacing',
  hreflang: 'hrefLang',
  srclang: 'srcLang',
  usemap: 'useMap',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
  contenteditable: 'contentEditable',
  spellcheck: 'spellCheck',
  maxlength: 'maxLength',
  minlength: 'minLength',
  readonly: 'readOnly',
  autoplay: 'autoPlay',
  playsinline: 'playsInline',
  novalidate: 'noValidate',
  enctype: 'encType',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  autocomplete: 'autoComplete',
  autocapitalize: 'autoCapitalize',
};

/** React props that are booleans: the attribute's presence means true, whatever its text. */
const BOOLEAN_PROPS = new Set([
  'hidden',
  'open',
  'reversed',
  'default',
  'disabled',
  'checked',
  'selected',
  'multiple',
  'readOnly',
  'required',
  'autoPlay',
  'controls',
  'loop',
  'muted',
  'playsInline',
  'noValidate',
  'download',
]);

/** Elements whose text children can only be whitespace; React refuses text nodes there. */
const NO_TEXT_CHILDREN = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup']);

/** The props of a sanitised element: names mapped, booleans made true, handlers never kept. */
function propsOf(element: Element): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    // DOMPurify already removed handlers and inline styles; refuse them here too, since React
    // would read a `style` string or an `on…` name differently from the browser.
    if (name.startsWith('on') || name === 'style') continue;
    // An empty src makes the browser fetch the page itself again; leave the attribute out.
    if (name === 'src' && value === '') continue;
    const prop = PROP_NAMES[name] ?? name;
    props[prop] = BOOLEAN_PROPS.has(prop) ? true : value;
  }
  return props;
}

/**
 * A link rebuilt from a short allow-list (href, title, target, class, id) of the sanitised
 * element: internal links become router links, `target=_blank` gets `rel="noopener noreferrer"`,
 * and any other target is dropped.
 */
function link(element: Element, key: number, children: ReactNode[]): ReactNode {
  const href = element.getAttribute('href') ?? undefined;
  const title = element.getAttribute('title') ?? undefined;
  const className = element.getAttribute('class') ?? undefined;
  const id = element.getAttribute('id') ?? undefined;
  const blank = element.getAttribute('target') === '_blank';
  if (href && isInternalHref(href) && !blank) {
    return createElement(Link, { key, to: href, title, className, id }, ...children);
  }
  const target = blank ? '_blank' : undefined;
  const rel = blank ? 'noopener noreferrer' : undefined;
  return createElement('a', { key, href, title, className, id, target, rel }, ...children);
}

/** React nodes for the children of a DOM node (text, elements; comments are left out). */
function childrenOf(parent: ParentNode & Node): ReactNode[] {
  const inTable = parent instanceof Element && NO_TEXT_CHILDREN.has(parent.localName);
  const nodes: ReactNode[] = [];
  Array.from(parent.childNodes).forEach((node, key) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent ?? '';
      if (!(inTable && text.trim() === '')) nodes.push(text);
    } else if (node instanceof Element) {
      const children = childrenOf(node);
      nodes.push(
        node.localName === 'a'
          ? link(node, key, children)
          : createElement(node.localName, { ...propsOf(node), key }, ...children),
      );
    }
  });
  return nodes;
}

/**
 * Turns already-sanitised HTML into React elements. The HTML is parsed into an inert template
 * (no script runs, nothing loads) and walked: every element becomes the same element with the
 * attributes DOMPurify kept, and only links are swapped for components. Attributes are read from
 * the sanitised tree, never from the raw input.
 */
export function sanitisedHtmlToReact(safeHtml: string): ReactNode {
  const template = document.createElement('template');
  template.innerHTML = safeHtml;
  return childrenOf(template.content);
}
