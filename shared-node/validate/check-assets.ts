/**
 * Content image checks: every `/content-assets/<file>` a content file names must exist in
 * content/assets/, and every image there must be safe to serve from the site's own origin (SVG
 * without script, handlers or foreign objects). The schemas already refuse other image URLs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CONTENT_ASSETS_DIR,
  CONTENT_ASSETS_URL,
  contentAssetName,
  contentAssetType,
  NAV_ICON_PREFIX,
  navIconUrl,
} from '../../src/content/content-assets';
import { walkStrings } from '../../src/content/placeholder-scan';
import type { JsonValue } from '../../src/lib/deep-merge';
import type { Problem } from './problem';
import { problemAt, type SourceFile } from './source-file';
import { suggest } from '../../src/lib/suggest';

/** An image a content file names: where, its URL, and the icon name when it is a `groupIcon`. */
interface AssetRef {
  pointer: string;
  url: string;
  icon?: string;
}

/**
 * Every image a content file names, with its pointer: string values that start with the asset
 * URL, and the navigation's `groupIcon` names (drawn by content/assets/nav-icon-<name>.svg).
 */
function assetRefs(value: JsonValue): AssetRef[] {
  const refs: AssetRef[] = [];
  walkStrings(value, (text, pointer, key) => {
    if (key === 'groupIcon') {
      const url = navIconUrl(text);
      if (url) refs.push({ pointer, url, icon: text });
    } else if (text.startsWith(CONTENT_ASSETS_URL)) refs.push({ pointer, url: text });
  });
  return refs;
}

/** Problems of the images a content file names: missing files, with the nearest existing name. */
export function checkAssetRefs(root: string, file: SourceFile): Problem[] {
  const dir = join(root, CONTENT_ASSETS_DIR);
  const files = existsSync(dir) ? readdirSync(dir) : [];
  const problems: Problem[] = [];
  for (const ref of assetRefs(file.parsed.value)) {
    const name = contentAssetName(ref.url);
    // A malformed path is the schema's problem (it says what is allowed); only check real names.
    if (!name || files.includes(name)) continue;
    if (ref.icon !== undefined) {
      const icons = files
        .filter((f) => f.startsWith(NAV_ICON_PREFIX) && f.endsWith('.svg'))
        .map((f) => f.slice(NAV_ICON_PREFIX.length, -'.svg'.length));
      const near = suggest(ref.icon, icons);
      problems.push(
        problemAt(
          file,
          ref.pointer,
          `icon "${ref.icon}" has no image: add ${CONTENT_ASSETS_DIR}/${name}${icons.length > 0 ? ` or use one of ${icons.map((i) => `"${i}"`).join(', ')}` : ''}`,
          'asset',
          near ? { suggestion: near } : {},
        ),
      );
      continue;
    }
    const near = suggest(name, files);
    problems.push(
      problemAt(
        file,
        ref.pointer,
        `image file ${CONTENT_ASSETS_DIR}/${name} does not exist`,
        'asset',
        near ? { suggestion: `${CONTENT_ASSETS_URL}${near}` } : {},
      ),
    );
  }
  return problems;
}

/** Why an SVG may not be served, or undefined when it is a plain image. */
export function unsafeSvgReason(svg: string): string | undefined {
  if (!/<svg[\s>]/.test(svg)) return 'is not an SVG image';
  if (/<script|<foreignObject|\son[a-z]+\s*=|javascript:/i.test(svg))
    return 'contains script or event handlers; content images must be plain SVG';
  return undefined;
}

/** Problems of the files in content/assets/: unsafe SVGs and names content cannot reference. */
export function checkAssetFiles(root: string): Problem[] {
  const dir = join(root, CONTENT_ASSETS_DIR);
  if (!existsSync(dir)) return [];
  const problems: Problem[] = [];
  const at = (name: string, message: string): Problem => ({
    file: `${CONTENT_ASSETS_DIR}/${name}`,
    line: 1,
    column: 1,
    pointer: '',
    message,
    rule: 'asset',
  });
  for (const name of readdirSync(dir).sort()) {
    if (!contentAssetType(name)) {
      problems.push(
        at(
          name,
          'content images are .svg, .png, .jpg or .webp files named with lower-case letters, digits and dashes',
        ),
      );
      continue;
    }
    if (!name.endsWith('.svg')) continue;
    const reason = unsafeSvgReason(readFileSync(join(dir, name), 'utf8'));
    if (reason) problems.push(at(name, `${CONTENT_ASSETS_DIR}/${name} ${reason}`));
  }
  return problems;
}
