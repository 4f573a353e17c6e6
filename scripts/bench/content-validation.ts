/**
 * Bench: time to validate the shipped banners and content, and time per banner for 1,000
 * generated banners (measured at 250, 500 and 1,000 to show growth is linear).
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_FOLDERS } from '../../src/content/content-kinds';
import type { BenchRow } from '../bench';
import { validateRoot } from '../validate/run';
import { shouldWriteDoc, writeDocSection } from '../perf/perf-doc';
import { loadSchemaSet } from '../validate/schema-set';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '../..');

function time(fn: () => unknown): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

/** A root with the shipped content and `count` generated banners (each with two logos). */
function generatedRoot(count: number): string {
  const root = mkdtempSync(join(tmpdir(), 'bench-banners-'));
  cpSync(join(REPO, 'content'), join(root, 'content'), { recursive: true });
  // Overrides of the shipped banners would name banners this root does not have.
  for (const entry of readdirSync(join(root, 'content'), { withFileTypes: true })) {
    if (entry.isDirectory() && !CONTENT_FOLDERS.includes(entry.name)) {
      rmSync(join(root, 'content', entry.name), { recursive: true });
    }
  }
  mkdirSync(join(root, 'banners/logos'), { recursive: true });
  const template = JSON.parse(readFileSync(join(REPO, 'banners/safeway.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const logo = readFileSync(join(REPO, 'banners/logos/safeway.svg'), 'utf8');
  const logoWhite = readFileSync(join(REPO, 'banners/logos/safeway-white.svg'), 'utf8');
  for (let i = 1; i <= count; i += 1) {
    const id = `bench${String(i).padStart(4, '0')}`;
    // Each its own banner: its own name, type and logo, or the gate reports safeway's leftovers.
    const name = `Bench ${String(i).padStart(4, '0')}`;
    const own = (text: unknown) => String(text).replace(/Safeway/g, name);
    const banner = {
      ...template,
      id,
      order: i,
      displayName: name,
      loyaltyProgramName: own(template.loyaltyProgramName),
      promoDescription: own(template.promoDescription),
      estimatedSavingsLabels: Object.fromEntries(
        Object.entries(template.estimatedSavingsLabels as Record<string, string>).map(([k, v]) => [
          k,
          own(v),
        ]),
      ),
      logos: { color: `${id}.svg`, white: `${id}-white.svg` },
      bannerType: id,
    };
    writeFileSync(join(root, 'banners', `${id}.json`), JSON.stringify(banner, null, 2));
    writeFileSync(join(root, 'banners/logos', `${id}.svg`), own(logo));
    writeFileSync(join(root, 'banners/logos', `${id}-white.svg`), own(logoWhite));
  }
  return root;
}

/** What the section of docs/performance.md says about how the rows were measured. */
export const CONTENT_VALIDATION_NOTES = [
  '`validateRoot` (the `npm run validate` gate) over the shipped banners and content, once cold ' +
    '(schemas compiled) and the best of three warm; then over the shipped content plus 250, 500 ' +
    'and 1,000 generated banners (copies of safeway with their own names, types and two logos), best of two, per ' +
    'banner, so the growth with the number of banners shows.',
];

/**
 * Content validation rows; `counts` are the generated banner counts (the last is compared with
 * the first for linear growth). Writes its section of docs/performance.md when asked.
 */
export default async function contentValidation(
  counts: readonly number[] = [250, 500, 1000],
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const cold = time(() => validateRoot({ root: REPO }));
  rows.push({
    name: 'validate shipped content (cold, schemas compiled)',
    value: `${Math.round(cold)} ms`,
    target: '< 1 s',
    met: cold < 1000,
    ...(cold < 1000 ? {} : { note: 'schema compile or file reads slower than expected' }),
  });
  const schemaSet = loadSchemaSet();
  validateRoot({ root: REPO, schemaSet });
  const warm = Math.min(
    ...[1, 2, 3].map(() => time(() => validateRoot({ root: REPO, schemaSet }))),
  );
  rows.push({
    name: 'validate shipped content (warm)',
    value: `${Math.round(warm)} ms`,
    target: '',
  });

  const perBanner = new Map<number, number>();
  const [first, largest] = [counts[0], counts[counts.length - 1]];
  for (const count of counts) {
    const root = generatedRoot(count);
    try {
      const ms = Math.min(...[1, 2].map(() => time(() => validateRoot({ root, schemaSet }))));
      const problems = validateRoot({ root, schemaSet }).length;
      perBanner.set(count, ms / count);
      // Issue 14's target: 1,000 banners (with the shipped content) under 2 s.
      if (count >= 1000) {
        rows.push({
          name: `validate ${count} generated banners, total`,
          value: `${Math.round(ms)} ms`,
          target: '< 2 s',
          met: ms < 2000,
        });
      }
      rows.push({
        name: `validate ${count} generated banners, per banner`,
        value: `${(ms / count).toFixed(3)} ms (${Math.round(ms)} ms total)`,
        target: count === largest ? `linear: per banner ≤ 2× the ${first} figure` : '',
        ...(problems === 0 ? {} : { met: false, note: `${problems} unexpected problems` }),
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
  const ratio = (perBanner.get(largest) ?? 0) / (perBanner.get(first) ?? 1);
  const last = rows[rows.length - 1];
  if (last.met === undefined) {
    last.met = ratio <= 2;
    last.note = `per-banner ratio ${largest}/${first} = ${ratio.toFixed(2)}`;
  }
  if (shouldWriteDoc()) {
    await writeDocSection(
      join(REPO, 'docs/performance.md'),
      'content-validation',
      'Content validation',
      rows,
      CONTENT_VALIDATION_NOTES,
    );
  }
  return rows;
}
