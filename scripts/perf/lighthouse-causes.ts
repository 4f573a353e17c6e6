/**
 * What Lighthouse says a category or metric miss comes from: the scored audits that failed, each
 * with the first thing it names (a console error and its URL, an element), and the element whose
 * layout shift counts most. Pure, over the Lighthouse result.
 */
import type { LhrLike } from './lighthouse-scores';

type Item = Record<string, unknown>;

const firstItem = (details: unknown): Item | undefined =>
  (details as { items?: Item[] } | undefined)?.items?.[0];

/** Text on one line: a row of the bench's table (and of docs/performance.md) cannot break. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A URL as its path (the port changes every run), other text as it is. */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** One audit item in a few words: its description, its URL's path or its element. */
function itemText(item: Item): string | undefined {
  const description = typeof item.description === 'string' ? item.description : undefined;
  const location = (item.sourceLocation as { url?: unknown } | undefined)?.url ?? item.url;
  const url = typeof location === 'string' ? pathOf(location) : undefined;
  const node = (item.node as { snippet?: unknown } | undefined)?.snippet;
  const text = [description, url && `at ${url}`, typeof node === 'string' ? node : undefined]
    .filter(Boolean)
    .join(' ');
  return text ? oneLine(text).slice(0, 160) : undefined;
}

/** The category's scored audits that failed, e.g. "errors-in-console (… 404 … at /api/…)". */
export function failedAudits(lhr: LhrLike, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (typeof audit?.score !== 'number' || audit.score >= 1) return [];
      const item = firstItem(audit.details);
      const what = item ? itemText(item) : undefined;
      return [what ? `${ref.id} (${what})` : ref.id];
    });
}

/** The element whose shift weighs most in CLS (the `layout-shifts` audit lists them by score). */
export function shiftedElement(lhr: LhrLike): string | undefined {
  const item = firstItem(lhr.audits['layout-shifts']?.details);
  const node = item?.node as { snippet?: unknown; nodeLabel?: unknown } | undefined;
  if (typeof node?.snippet !== 'string') return undefined;
  const label =
    typeof node.nodeLabel === 'string' ? ` "${oneLine(node.nodeLabel).slice(0, 40)}"` : '';
  return oneLine(`${node.snippet}${label}`);
}
