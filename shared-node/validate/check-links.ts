/**
 * Link checks: every link field (left-nav v1 `link`, v2 `panelLink` and `leftNavLink`, button and
 * offer `href`) and every href in rich text must be a web address or a path of this site. A
 * `javascript:`, `data:` or `vbscript:` link is refused by the site's security policy when clicked;
 * a malformed one (`http//example.com`) leads to a not-found page, and so does a path under
 * /freshpass that no route of the route table (src/routes) shows.
 */
import { walkStrings } from '../../src/content/placeholder-scan';
import { suggest } from '../../src/lib/suggest';
import { linkScheme, UNSAFE_SCHEMES } from '../../src/lib/unsafe-link';
import { matchRoute } from '../../src/routes/match-route';
import { SCREEN_ROUTES } from '../../src/routes/route-table';
import type { Problem } from './problem';
import { problemAt, type SourceFile } from './source-file';

/** Keys whose string value is a link the app renders as an anchor. */
export const LINK_KEYS: ReadonlySet<string> = new Set(['link', 'panelLink', 'leftNavLink', 'href']);

const SAFE_SCHEMES = ['https', 'http', 'mailto', 'tel'];
const HOW =
  'write a full address such as https://www.example.com/page, or a path on this site starting with /';

/** What is wrong with a link, in an editor's words, with the likely intended link. */
export interface LinkFault {
  message: string;
  suggestion?: string;
  /** True for a link that would run code or embed a document (javascript:, data:, vbscript:). */
  unsafe: boolean;
}

/**
 * Why `href` is not a usable link, or undefined when it is. Placeholders (`tel:{phone}`) are
 * filled at run time, so they count as ordinary characters here.
 */
export function linkFault(href: string): LinkFault | undefined {
  const text = href.replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/g, 'x');
  const scheme = linkScheme(text);
  if (scheme !== undefined && UNSAFE_SCHEMES.includes(scheme)) {
    return {
      message: `"${short(href)}" is a ${scheme}: link, which the site's security policy blocks (and which could run code): ${HOW}`,
      unsafe: true,
    };
  }
  if (/\s/.test(href.trim()) || href !== href.trim()) {
    return {
      message: `link "${short(href)}" contains spaces: remove them (or write a space in a path as %20)`,
      suggestion: href.trim().replace(/\s+/g, '%20'),
      unsafe: false,
    };
  }
  if (text.startsWith('//')) {
    return {
      message: `link "${short(href)}" has no scheme: ${HOW}`,
      suggestion: `https:${href}`,
      unsafe: false,
    };
  }
  if (/^[/#?]/.test(text)) return undefined;
  if (scheme === undefined) {
    const http = /^(https?)\/\/?(.+)$/i.exec(href);
    const fix = http
      ? `${http[1].toLowerCase()}://${http[2]}`
      : /^www\./i.test(href)
        ? `https://${href}`
        : `/${href}`;
    return {
      message: `"${short(href)}" is not a valid link: ${HOW}`,
      suggestion: fix,
      unsafe: false,
    };
  }
  if (!SAFE_SCHEMES.includes(scheme)) {
    const near = suggest(scheme, SAFE_SCHEMES);
    return {
      message: `link "${short(href)}" starts with "${scheme}:", which is not a web link: use https://, http://, mailto: or tel:`,
      ...(near ? { suggestion: `${near}${href.slice(href.indexOf(':'))}` } : {}),
      unsafe: false,
    };
  }
  if (scheme === 'http' || scheme === 'https') {
    const rest = text.slice(scheme.length + 1);
    const host = /^\/\/([^/?#:]+)/.exec(rest)?.[1];
    if (
      !rest.startsWith('//') ||
      host === undefined ||
      !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(host)
    ) {
      const fixed = `${scheme}://${rest.replace(/^\/*/, '')}`;
      return {
        message: `"${short(href)}" is not a valid web address: write it as ${scheme}://host/path`,
        ...(fixed !== href ? { suggestion: fixed } : {}),
        unsafe: false,
      };
    }
  }
  if (scheme === 'mailto' && !text.includes('@')) {
    return {
      message: `"${short(href)}" names no e-mail address: write mailto:name@example.com`,
      unsafe: false,
    };
  }
  return undefined;
}

/** Why a link to a page of this app (under /freshpass) leads nowhere, or undefined. */
export function routeFault(href: string): LinkFault | undefined {
  const path = href.replace(/[?#].*$/, '');
  if (!/^\/freshpass(\/|$)/i.test(path) || matchRoute(path) !== undefined) return undefined;
  const paths = SCREEN_ROUTES.map((r) => r.path);
  const near = suggest(path.replace(/\/+$/, '').toLowerCase(), paths);
  return {
    message: `link "${short(href)}" leads to no page of this site (shoppers get "page not found"): link to one of the routes of src/routes/route-table.ts, ${paths.join(', ')}`,
    ...(near ? { suggestion: near + href.slice(path.length) } : {}),
    unsafe: false,
  };
}

function short(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  colon: ':',
  tab: '\t',
  newline: '\n',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
};

/** Decodes the character references an attribute value may hide a scheme behind. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X'))
      return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** Every `href` value written in an HTML fragment, decoded. */
export function htmlHrefs(html: string): string[] {
  const hrefs: string[] = [];
  for (const tag of html.matchAll(/<[a-z][^>]*>/gi)) {
    for (const m of tag[0].matchAll(/\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi)) {
      hrefs.push(decodeEntities(m[1] ?? m[2] ?? m[3] ?? ''));
    }
  }
  return hrefs;
}

/**
 * Strings of a content file that the app renders as rich text (sanitised HTML): `html` and
 * `…Html` fields, and a benefit tile's rich `title` (content/benefit-tiles.json) when it holds tags.
 */
export function isRichText(text: string, key: string | undefined): boolean {
  if (key === 'html' || (key?.endsWith('Html') ?? false)) return true;
  return key === 'title' && /<[a-z][^>]*>/i.test(text);
}

/**
 * Link problems of a content file: every link field, and every href in its rich text. An unsafe
 * scheme inside rich text is the sanitiser's warning (check-html.ts): the app drops it there.
 */
export function checkLinks(file: SourceFile): Problem[] {
  const problems: Problem[] = [];
  walkStrings(file.parsed.value, (text, pointer, key) => {
    if (key !== undefined && LINK_KEYS.has(key)) {
      const fault = linkFault(text) ?? routeFault(text);
      if (fault) problems.push(problemAt(file, pointer, fault.message, 'link', fault));
    } else if (isRichText(text, key)) {
      for (const href of htmlHrefs(text)) {
        const fault = linkFault(href) ?? routeFault(href);
        if (fault && !fault.unsafe)
          problems.push(problemAt(file, pointer, `in rich text: ${fault.message}`, 'link', fault));
      }
    }
  });
  return problems;
}
