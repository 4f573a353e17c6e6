/**
 * Banner checks: schema, id = file name, logos exist (plain SVG with a size), unique ids and
 * orders, known placeholders in text (e.g. promoDescription), the loyalty program named once, AA
 * contrast.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bannerValueChecks, withoutMarked, type ReadLogo } from '../../src/content/banner-checks';
import { isJsonObject } from '../../src/lib/deep-merge';
import { lookAlikeChecks } from '../../src/content/look-alike-checks';
import { plainErrors } from '../../src/content/schema-messages';
import { defaultsOfBaseCss } from './check-contrast';
import { checkPlaceholders } from './check-text';
import type { Problem } from './problem';
import type { SchemaSet } from './schema-files';
import { problemAt, type SourceFile } from './source-file';
import { readSource } from './read-source';
import { checkLeftovers } from './check-leftovers';

/** What the content checks need to know about the banners. */
export interface BannerSummary {
  ids: Set<string>;
  problems: Problem[];
}

/** A logo file's text, or undefined when banners/logos/ has no such file. */
function logoReader(root: string): ReadLogo {
  return (logo) => {
    const path = join(root, 'banners', 'logos', logo);
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  };
}

/** Checks banners/*.json under root. */
export function checkBanners(root: string, set: SchemaSet): BannerSummary {
  const dir = join(root, 'banners');
  const problems: Problem[] = [];
  const ids = new Set<string>();
  if (!existsSync(dir)) {
    return {
      ids,
      problems: [
        {
          file: 'banners',
          line: 1,
          column: 1,
          pointer: '',
          message: 'the banners/ folder is missing',
          rule: 'banner',
        },
      ],
    };
  }
  const readLogo = logoReader(root);
  const validate = set.validator('banner');
  const seenIds = new Map<string, string>();
  const parsed: SourceFile[] = [];
  const byOrder = new Map<number, SourceFile[]>();
  // Banner text is filled like content (a promo line may name {product}), so the same set applies.
  const placeholders = new Set([...set.placeholders, ...(set.runtimePlaceholders.banner ?? [])]);
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const read = readSource(root, `banners/${name}`);
    if ('problem' in read) {
      problems.push(read.problem);
      // Its overrides in content/<id>/ are not "unknown folders": the one problem is the parse.
      ids.add(name.slice(0, -'.json'.length));
      continue;
    }
    const file = read.file;
    parsed.push(file);
    problems.push(...read.problems);
    const banner = file.parsed.value;
    const own: Problem[] = [];
    if (validate && !validate(banner)) {
      for (const e of plainErrors(validate.errors)) {
        own.push(problemAt(file, e.pointer, e.message, 'schema', e));
      }
    }
    if (!isJsonObject(banner)) continue;
    const expectedId = name.slice(0, -'.json'.length);
    if (typeof banner.id === 'string') {
      ids.add(banner.id);
      if (banner.id !== expectedId) {
        problems.push(
          problemAt(
            file,
            '/id',
            `banner id "${banner.id}" differs from its file name; rename the file to ${banner.id}.json or set the id to "${expectedId}"`,
            'banner-id',
            { suggestion: expectedId },
          ),
        );
      }
      const first = seenIds.get(banner.id);
      if (first) {
        // The file whose name is not the id is the copy; when both match, this later one is.
        const change =
          banner.id !== expectedId
            ? `set this file's id to "${expectedId}"`
            : `change the id in ${file.rel}`;
        problems.push(
          problemAt(
            file,
            '/id',
            `duplicate banner id "${banner.id}": ${first} and ${file.rel} both use it; ${change}`,
            'duplicate-id',
          ),
        );
      } else seenIds.set(banner.id, file.rel);
    }
    if (typeof banner.order === 'number')
      byOrder.set(banner.order, [...(byOrder.get(banner.order) ?? []), file]);
    own.push(
      ...checkPlaceholders(file, placeholders),
      // Logos, the loyalty program's name and contrast: shared with the editor preview.
      // Look-alike letters: content files get them with their text checks (textChecks).
      ...[
        ...lookAlikeChecks(banner),
        ...bannerValueChecks(banner, readLogo, defaultsOfBaseCss()),
      ].map((c) => problemAt(file, c.pointer, c.message, c.rule, c)),
    );
    problems.push(...withoutMarked(banner, own));
  }
  problems.push(...duplicateOrders(root, byOrder), ...checkLeftovers(root, parsed));
  return { ids, problems };
}

/**
 * Banners sharing an order: the file changed last is the one to change (it is the one just added
 * or edited), moved to the next free order; the other keeps its place in the banner list.
 */
function duplicateOrders(root: string, byOrder: Map<number, SourceFile[]>): Problem[] {
  const next = Math.max(0, ...byOrder.keys()) + 1;
  const problems: Problem[] = [];
  let free = next;
  for (const [order, files] of byOrder) {
    if (files.length < 2) continue;
    const mtime = (f: SourceFile) => statSync(join(root, f.rel)).mtimeMs;
    const [keep, ...change] = [...files].sort(
      (a, b) => mtime(a) - mtime(b) || a.rel.localeCompare(b.rel),
    );
    for (const file of change) {
      problems.push(
        problemAt(
          file,
          '/order',
          `duplicate banner order ${order}: ${keep.rel} and ${file.rel} both use it; change this file (the one edited last) to ${free}, the next free order, and keep ${keep.rel} where it is`,
          'duplicate-order',
          { suggestion: String(free) },
        ),
      );
      free += 1;
    }
  }
  return problems;
}
