/**
 * Banner checks: schema, id = file name, logos exist (plain SVG with a size), unique ids and
 * orders, known placeholders in text (e.g. promoDescription), the loyalty program named once, AA
 * contrast.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { walkStrings } from '../../src/content/placeholder-scan';
import { isJsonObject } from '../../src/lib/deep-merge';
import { loyaltyWordRepeat } from '../../src/lib/loyalty-program';
import { svgSize } from '../../src/lib/svg-size';
import { plainErrors } from '../../src/content/schema-messages';
import { checkContrast } from './check-contrast';
import { checkPlaceholders } from './check-text';
import type { Problem } from './problem';
import type { SchemaSet } from './schema-set';
import { problemAt, type SourceFile } from './source-file';
import { readSource } from './read-source';
import { checkLeftovers, markedPointers } from './check-leftovers';

/** What the content checks need to know about the banners. */
export interface BannerSummary {
  ids: Set<string>;
  problems: Problem[];
}

/** Problems at a field new-banner marked are said once, by the mark (see check-leftovers.ts). */
function withoutMarked(file: SourceFile, problems: Problem[]): Problem[] {
  const marked = markedPointers(file);
  if (marked.size === 0) return problems;
  return problems.filter((p) => !marked.has(p.pointer));
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
  const validate = set.ajv.getSchema(set.schemas.get('banner')?.id ?? '');
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
      ...checkLogos(root, file),
      ...checkLoyaltyWords(file),
      ...checkContrast(file),
    );
    problems.push(...withoutMarked(file, own));
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

function checkLogos(root: string, file: SourceFile): Problem[] {
  const banner = file.parsed.value;
  if (!isJsonObject(banner) || !isJsonObject(banner.logos)) return [];
  const problems: Problem[] = [];
  for (const [kind, logo] of Object.entries(banner.logos)) {
    if (typeof logo !== 'string' || !/^[a-z0-9-]+\.svg$/.test(logo)) continue;
    const path = join(root, 'banners', 'logos', logo);
    if (!existsSync(path)) {
      problems.push(
        problemAt(file, `/logos/${kind}`, `logo file banners/logos/${logo} does not exist`, 'logo'),
      );
      continue;
    }
    const svg = readFileSync(path, 'utf8');
    const reason = !/<svg[\s>]/.test(svg)
      ? 'is not an SVG image'
      : /<script|<foreignObject|\son[a-z]+\s*=|javascript:/i.test(svg)
        ? 'contains script or event handlers; logos must be plain SVG'
        : !svgSize(svg)
          ? 'has no size: give its <svg> element width and height (or a viewBox), which the page header reserves for it'
          : undefined;
    if (reason) {
      problems.push(
        problemAt(file, `/logos/${kind}`, `logo file banners/logos/${logo} ${reason}`, 'logo'),
      );
    }
  }
  return problems;
}

/**
 * Text written out with the loyalty program's name must not repeat its last word ("Kings Rewards
 * rewards"); content written with the `{loyaltyProgram}` placeholder is filled without the repeat.
 */
function checkLoyaltyWords(file: SourceFile): Problem[] {
  const banner = file.parsed.value;
  if (!isJsonObject(banner) || typeof banner.loyaltyProgramName !== 'string') return [];
  const name = banner.loyaltyProgramName;
  const repeats = loyaltyWordRepeat(name);
  const problems: Problem[] = [];
  walkStrings(banner, (text, pointer, key) => {
    if (key === 'loyaltyProgramName' || !repeats(text)) return;
    problems.push(
      problemAt(
        file,
        pointer,
        `"${text}" repeats the last word of the loyalty program "${name}": write "${name}" once`,
        'loyalty-name',
      ),
    );
  });
  return problems;
}
