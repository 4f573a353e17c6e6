/** Content checks: every file in content/, defaults and banner overrides (validated merged). */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_FOLDERS, kindOfPath, knownContentPaths } from '../../src/content/content-kinds';
import { deepMerge, isJsonObject, type JsonValue } from '../../src/lib/deep-merge';
import { fullPointer, plainErrors, type PlainError } from '../../src/content/schema-messages';
import { checkAssetRefs } from './check-assets';
import { catalogueNames, checkCatalogueRefs, checkPlaceholders } from './check-text';
import { checkForm } from './check-form';
import { checkRichText } from './check-html';
import { checkLinks } from './check-links';
import { checkScreen } from './check-screen';
import { duplicateIds } from './check-ids';
import type { Problem } from './problem';
import { readSource } from './read-source';
import type { SchemaSet } from './schema-set';
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

/** Runs the schema of `kind` (and the screen checks) over a value; errors are not yet located. */
function kindErrors(
  value: JsonValue,
  kind: string,
  set: SchemaSet,
  paths: Set<string>,
): (PlainError & { rule: string })[] {
  const validate = set.ajv.getSchema(set.schemas.get(kind)?.id ?? '');
  const errors: (PlainError & { rule: string })[] = [];
  if (validate && !validate(value))
    errors.push(...plainErrors(validate.errors).map((e) => ({ ...e, rule: 'schema' })));
  if (kind === 'screen-layout') errors.push(...checkScreen(value, set, paths));
  if (kind === 'form') errors.push(...checkForm(value));
  errors.push(...duplicateIds(value));
  return errors;
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
  const textChecks = (file: SourceFile, kind: string) => [
    ...checkPlaceholders(
      file,
      new Set([...set.placeholders, ...(set.runtimePlaceholders[kind] ?? [])]),
    ),
    ...(unreadable.has('error-catalogue') ? [] : checkCatalogueRefs(file, catalogue)),
  ];

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
    problems.push(...checkSchemaRef(file, kind), ...textChecks(file, kind));
    problems.push(...checkAssetRefs(root, file));
    for (const e of kindErrors(file.parsed.value, kind, set, paths))
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
    problems.push(...checkSchemaRef(file, kind), ...textChecks(file, kind));
    problems.push(...checkAssetRefs(root, file));
    const baseValue = base.parsed.value;
    const overValue = file.parsed.value;
    if (!isJsonObject(baseValue) || !isJsonObject(overValue)) continue;
    for (const e of kindErrors(deepMerge(baseValue, overValue), kind, set, paths)) {
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
