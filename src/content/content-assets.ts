/**
 * Content images: files in content/assets/, shipped with the app and served from its own origin
 * at /content-assets/<file>. The Content-Security-Policy loads images from the site itself only
 * (no `data:` and no other host, in every environment), so content names its images by this path
 * and the schemas refuse anything else. Read by the build (which copies the folder), the dev
 * server and the validator, so all three agree.
 */

/** The folder editors put images in, relative to the project root. */
export const CONTENT_ASSETS_DIR = 'content/assets';

/** The URL path the folder is served at. */
export const CONTENT_ASSETS_URL = '/content-assets/';

/** Content types of the image files content may use (also the allowed extensions). */
export const CONTENT_ASSET_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

const FILE_NAME = /^[a-z0-9][a-z0-9-]*\.(svg|png|jpg|webp)$/;

/** True for a file name content may reference: lower-case, digits and dashes, a known type. */
export function isContentAssetName(name: string): boolean {
  return FILE_NAME.test(name);
}

/**
 * The file name a content image URL points to ("/content-assets/van.svg" → "van.svg"), or
 * undefined when the URL is not a content asset path.
 */
export function contentAssetName(url: string): string | undefined {
  if (!url.startsWith(CONTENT_ASSETS_URL)) return undefined;
  const name = url.slice(CONTENT_ASSETS_URL.length);
  return isContentAssetName(name) ? name : undefined;
}

/** The content type of an asset file name, undefined for a type content may not use. */
export function contentAssetType(name: string): string | undefined {
  if (!isContentAssetName(name)) return undefined;
  const ext = name.slice(name.lastIndexOf('.') + 1);
  return Object.hasOwn(CONTENT_ASSET_TYPES, ext) ? CONTENT_ASSET_TYPES[ext] : undefined;
}

/** The file-name prefix of the navigation's group icons in content/assets/. */
export const NAV_ICON_PREFIX = 'nav-icon-';

/**
 * The image of a left-navigation group icon (contract §3 `groupIcon`, a name): the content image
 * `nav-icon-<name>.svg` ("person" → "/content-assets/nav-icon-person.svg"), so a new icon is a
 * new file, and the validator names a group whose icon has none. Undefined for a name that can
 * be no file name (upper case, spaces, an empty string).
 */
export function navIconUrl(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const file = `${NAV_ICON_PREFIX}${name}.svg`;
  return isContentAssetName(file) ? `${CONTENT_ASSETS_URL}${file}` : undefined;
}
