/**
 * Rich text checks: what the app's sanitiser (src/render/rich-text/sanitize.ts, the same
 * DOMPurify configuration) will drop from an HTML fragment, named as a warning, and `id`/`name`
 * attributes that could clobber the app's own element ids. DOMPurify needs a DOM: jsdom is loaded
 * only when a fragment holds something outside a small set that is known to pass unchanged, so
 * ordinary content is checked without paying for jsdom.
 */
import { createRequire } from 'node:module';
import { walkStrings } from '../../src/content/placeholder-scan';
import { SANITIZE_CONFIG } from '../../src/render/rich-text/sanitize-config';
import { isRichText } from './check-links';
import type { Problem } from './problem';
import { problemAt, type SourceFile } from './source-file';

/** One thing the sanitiser changes in a fragment. */
export interface HtmlFinding {
  message: string;
}

/** Elements and attributes DOMPurify keeps as written under SANITIZE_CONFIG. */
const PLAIN_TAGS = new Set(
  'p a ul ol li strong em b i u s br hr h1 h2 h3 h4 h5 h6 span div blockquote small sup sub table thead tbody tfoot tr th td caption dl dt dd abbr cite code mark'.split(
    ' ',
  ),
);
const PLAIN_ATTRS = new Set([
  'href',
  'target',
  'rel',
  'class',
  'title',
  'lang',
  'dir',
  'colspan',
  'rowspan',
  'scope',
]);
const PLAIN_HREF = /^(https?:\/\/|\/(?!\/)|#|\?|mailto:|tel:)/i;

/**
 * False only when the fragment certainly passes the sanitiser unchanged and has no id or name:
 * plain tags, plain attributes, ordinary hrefs, no comments and no character references in
 * attributes. Anything else is decided by DOMPurify itself.
 */
export function needsSanitiser(html: string): boolean {
  if (/<[!?]/.test(html)) return true;
  for (const tag of html.matchAll(/<\s*\/?\s*([a-zA-Z][^\s/>]*)([^>]*)>/g)) {
    if (!PLAIN_TAGS.has(tag[1].toLowerCase())) return true;
    const attrs = tag[2].replace(/\/\s*$/, '');
    for (const a of attrs.matchAll(/([^\s=]+)(?:\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      const name = a[1].toLowerCase();
      const value = a[3] ?? a[4] ?? a[5] ?? '';
      if (!PLAIN_ATTRS.has(name) && !name.startsWith('aria-')) return true;
      if (value.includes('&')) return true;
      if (name === 'href' && !PLAIN_HREF.test(value.replace(/\{[A-Za-z_]\w*\}/g, 'x'))) return true;
    }
  }
  return false;
}

interface Removed {
  element?: Element;
  attribute?: Attr | null;
  from?: Element;
}
interface Purifier {
  sanitize(html: string, config: typeof SANITIZE_CONFIG & { RETURN_DOM: true }): HTMLElement;
  removed: Removed[];
}

let purifier: Purifier | undefined;

/** DOMPurify on a jsdom window, created on first use (jsdom takes a second or two to load). */
function loadPurifier(): Purifier {
  if (purifier) return purifier;
  const require = createRequire(import.meta.url);
  const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: unknown } };
  const createDOMPurify = require('dompurify') as (window: unknown) => Purifier;
  purifier = createDOMPurify(new JSDOM('').window);
  return purifier;
}

function shortValue(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}

const CLOBBER =
  "content ids and names can collide with the app's own element ids (DOM clobbering): remove it; the sanitiser is being changed to drop them";

/** What the sanitiser will drop from the fragment, and the ids and names it keeps. */
export function htmlFindings(html: string): HtmlFinding[] {
  return needsSanitiser(html) ? sanitiserFindings(html) : [];
}

/** htmlFindings without the shortcut: always asks DOMPurify (tests check the shortcut with it). */
export function sanitiserFindings(html: string): HtmlFinding[] {
  const dompurify = loadPurifier();
  const body = dompurify.sanitize(html, { ...SANITIZE_CONFIG, RETURN_DOM: true });
  const findings: HtmlFinding[] = [];
  for (const r of dompurify.removed) {
    if (r.element) {
      const tag = r.element.nodeName.toLowerCase();
      if (tag === '#comment') continue;
      const what = tag === 'script' ? '<script> element and the code in it' : `<${tag}> element`;
      findings.push({
        message: `the sanitiser will drop the ${what}: remove it from the rich text`,
      });
    } else if (r.attribute && r.from) {
      const name = r.attribute.name.toLowerCase();
      const on = `<${r.from.nodeName.toLowerCase()}>`;
      const value = shortValue(r.attribute.value);
      if (name === 'id' || name === 'name') {
        findings.push({ message: `${name}="${value}" on ${on}: ${CLOBBER}` });
      } else if (name.startsWith('on')) {
        findings.push({
          message: `the sanitiser will drop the event handler ${name}="${value}" from ${on}: rich text cannot run script; remove it`,
        });
      } else if (name === 'href' || name === 'src') {
        findings.push({
          message: `the sanitiser will drop ${name}="${value}" from ${on}, so it leads nowhere: link to a page (https://… or a path starting with /)`,
        });
      } else {
        findings.push({
          message: `the sanitiser will drop the ${name} attribute from ${on}: remove it`,
        });
      }
    }
  }
  for (const el of body.querySelectorAll('[id], [name]')) {
    for (const name of ['id', 'name']) {
      const value = el.getAttribute(name);
      if (value !== null)
        findings.push({
          message: `${name}="${shortValue(value)}" on <${el.nodeName.toLowerCase()}>: ${CLOBBER}`,
        });
    }
  }
  return findings;
}

/** Warnings for the rich text of a content file: what the sanitiser drops, ids and names. */
export function checkRichText(file: SourceFile): Problem[] {
  const problems: Problem[] = [];
  walkStrings(file.parsed.value, (text, pointer, key) => {
    if (!isRichText(text, key)) return;
    for (const f of htmlFindings(text))
      problems.push(problemAt(file, pointer, f.message, 'rich-text', { severity: 'warning' }));
  });
  return problems;
}
