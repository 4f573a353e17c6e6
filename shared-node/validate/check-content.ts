/** Content checks: every file in content/, defaults and banner overrides (validated merged). */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_FOLDERS, kindOfPath, knownContentPaths } from '../../src/content/content-kinds';
import { deepMerge, isJsonObject } from '../../src/lib/deep-merge';
import { fullPointer } from '../../src/content/schema-messages';
import {
  catalogueNames,
  textChecks,
  valueChecks,
  type CatalogueNames,
  type CheckContext,
} from '../../src/content/content-checks';
import { UI_KEYS, UI_OPTIONS, WIDGET_NAMES } from '../../src/render/forms/ui-vocabulary';
import { checkAssetRefs } from './check-assets';
import { checkRichText } from './check-html';
import { checkLinks } from './check-links';
import type { Problem } from './problem';
import { readSource } from './read-source';
import type { SchemaSet } from './schema-files';
import { hasPointer, problemAt, type SourceFile } from './source-file';
import { suggest } from '../../src/lib/suggest';

function listJson(root: string, rel: string): string[] {
  const dir = join(root, rel);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const child = `${rel}/${name}`;
      if (statSync(join(root, child)).isDirectory()) return listJson(root, child);
      return name.endsWith('.json') ? [child] : [];
    });
}

interface Override {
  banner: string;
  path: string;
  file: SourceFile;
}

/** The shared checks' view of the schema set (src/content/content-checks.ts). */
function checkContext(
  set: SchemaSet,
  contentPaths: Set<string>,
  catalogue: CatalogueNames,
): CheckContext {
  const byKind = new Map<string, Set<string>>();
  return {
    validator: (name) => set.validator(name),
    blockTypes: set.blockTypes,
    blockAliases: set.blockAliases,
    contentPaths,
    catalogue,
    placeholders: (kind) => {
      let known = byKind.get(kind);
      if (!known) {
        known = new Set([...set.placeholders, ...(set.runtimePlaceholders[kind] ?? [])]);
        byKind.set(kind, known);
      }
      return known;
    },
    form: { uiKeys: UI_KEYS, uiOptions: UI_OPTIONS, widgetNames: Object.keys(WIDGET_NAMES) },
  };
}

/**
 * `$schema` names the kind's schema: best the editor schema (schemas/editor/, which VS Code uses
 * to flag block props, catalogue keys and placeholders while typing), or the plain one.
 */
function checkSchemaRef(file: SourceFile, kind: string): Problem[] {
  const value = file.parsed.value;
  const expected = `${kind}.schema.json`;
  const ref = isJsonObject(value) ? value.$schema : undefined;
  if (
    typeof ref === 'string' &&
    (ref.endsWith(`schemas/editor/${expected}`) || ref.endsWith(`schemas/${expected}`))
  )
    return [];
  const message =
    typeof ref === 'string'
      ? `"$schema" points to ${ref}, but this file is checked by schemas/${expected}; point it to schemas/editor/${expected}`
      : `missing "$schema"; add "$schema" pointing to schemas/editor/${expected} for editor autocompletion and checks while typing`;
  return [problemAt(file, typeof ref === 'string' ? '/$schema' : '', message, 'schema-ref')];
}

/** Checks content/ under root; `bannerIds` come from the banner check. */
export function checkContent(root: string, set: SchemaSet, bannerIds: Set<string>): Problem[] {
  const problems: Problem[] = [];
  const defaults = new Map<string, SourceFile>();
  const overrides: Override[] = [];
  // Files that exist but could not be read: their one problem is the parse; nothing that refers
  // to them is reported as missing.
  const unreadable = new Set<string>();
  for (const rel of listJson(root, 'content')) {
    const path = rel.slice('content/'.length, -'.json'.length);
    const [first, ...rest] = path.split('/');
    const read = readSource(root, rel);
    if ('problem' in read) {
      problems.push(read.problem);
      unreadable.add(path);
      continue;
    }
    problems.push(...read.problems, ...checkLinks(read.file), ...checkRichText(read.file));
    if (rest.length > 0 && !CONTENT_FOLDERS.includes(first)) {
      if (bannerIds.has(first))
        overrides.push({ banner: first, path: rest.join('/'), file: read.file });
      else {
        const near = suggest(first, [...bannerIds, ...CONTENT_FOLDERS]);
        problems.push(
          problemAt(
            read.file,
            '',
            `folder content/${first}/ is neither a banner id nor a content folder (${CONTENT_FOLDERS.join(', ')})`,
            'folder',
            near ? { suggestion: near } : {},
          ),
        );
      }
      continue;
    }
    defaults.set(path, read.file);
  }

  const paths = new Set([...defaults.keys(), ...unreadable]);
  const catalogue = catalogueNames(defaults.get('error-catalogue')?.parsed.value);
  const ctx = checkContext(set, paths, catalogue);
  const fileChecks = (file: SourceFile, kind: string) =>
    textChecks(kind, file.parsed.value, ctx)
      // A catalogue that could not be read is one problem already, not one per reference to it.
      .filter((e) => !(e.rule === 'catalogue-ref' && unreadable.has('error-catalogue')))
      .map((e) => problemAt(file, e.pointer, e.message, e.rule, e));

  for (const [path, file] of defaults) {
    const kind = kindOfPath(path);
    if (kind === undefined) {
      const near = suggest(path, knownContentPaths());
      problems.push(
        problemAt(
          file,
          '',
          `content/${path}.json is not a known content kind`,
          'kind',
          near ? { suggestion: `${near}.json` } : {},
        ),
      );
      continue;
    }
    problems.push(...checkSchemaRef(file, kind), ...fileChecks(file, kind));
    problems.push(...checkAssetRefs(root, file));
    for (const e of valueChecks(kind, file.parsed.value, ctx))
      problems.push(problemAt(file, e.pointer, e.message, e.rule, e));
  }

  for (const { path, file } of overrides) {
    const kind = kindOfPath(path);
    const base = defaults.get(path);
    if (unreadable.has(path)) continue;
    if (kind === undefined || base === undefined) {
      problems.push(
        problemAt(
          file,
          '',
          `overrides content/${path}.json, which does not exist`,
          'override',
          suggestDefault(path, paths),
        ),
      );
      continue;
    }
    problems.push(...checkSchemaRef(file, kind), ...fileChecks(file, kind));
    problems.push(...checkAssetRefs(root, file));
    const baseValue = base.parsed.value;
    const overValue = file.parsed.value;
    if (!isJsonObject(baseValue) || !isJsonObject(overValue)) continue;
    for (const e of valueChecks(kind, deepMerge(baseValue, overValue), ctx)) {
      const owner = hasPointer(file, fullPointer(e)) ? file : base;
      problems.push(problemAt(owner, e.pointer, e.message, e.rule, e));
    }
  }
  return problems;
}

function suggestDefault(path: string, paths: Set<string>): { suggestion?: string } {
  const near = suggest(path, paths);
  return near ? { suggestion: `${near}.json` } : {};
}
