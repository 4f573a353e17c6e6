/**
 * Files of dist/ as HTTP answers: the content type, caching (hashed `/assets/*` are immutable for
 * a year, everything else, HTML first, is revalidated on each use), a weak ETag from the file's
 * size and modification time (`If-None-Match` gets a 304), and Brotli or gzip compression done
 * once per file (server/compression.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { PAGES_DIR } from '../src/routes/page-files';
import { createCompressedFiles, isCompressible, pickEncoding } from './compression';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Cache-Control of content-hashed build files: a new build gives them new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of everything else: kept, but revalidated (ETag) on every use. */
export const REVALIDATE = 'no-cache';

/** The request headers a file answer depends on. */
export interface FileRequest {
  method: string;
  acceptEncoding?: string;
  ifNoneMatch?: string;
}

/** A weak validator: equal for every encoding of the same file version. */
export function etagOf(size: number, mtimeMs: number): string {
  return `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
}

/** True when `If-None-Match` names the ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** The static files of one dist folder. */
export function createStaticFiles(distDir: string) {
  const dist = resolve(distDir);
  const compressed = createCompressedFiles();

  /** True when `relative` (slash-separated, inside dist) is a file of the build. */
  const has = (relative: string) => {
    const file = join(dist, relative);
    return existsSync(file) && statSync(file).isFile();
  };

  /**
   * The file a decoded URL path names directly, if any: inside dist, not hidden (`.vite/`), and
   * not a prerendered page, which is reached by its route (server/app-paths.ts) and never by
   * `/pages/…`, so each page has one URL.
   */
  const fileAt = (pathname: string): string | undefined => {
    const file = resolve(join(dist, pathname));
    if (!file.startsWith(dist + sep)) return undefined;
    const relative = file.slice(dist.length + 1).split(sep);
    if (relative.some((part) => part.startsWith('.')) || relative[0] === PAGES_DIR)
      return undefined;
    return existsSync(file) && statSync(file).isFile() ? relative.join('/') : undefined;
  };

  /** The answer for a file of dist (`relative` to it), with the status the caller chose. */
  const answer = async (
    relative: string,
    request: FileRequest,
    status = 200,
  ): Promise<Response> => {
    const file = join(dist, relative);
    const stat = statSync(file);
    const etag = etagOf(stat.size, stat.mtimeMs);
    const headers = new Headers({
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE,
      ETag: etag,
    });
    const compressible = isCompressible(file, stat.size);
    if (compressible) headers.set('Vary', 'Accept-Encoding');
    if (status === 200 && matchesEtag(request.ifNoneMatch, etag))
      return new Response(null, { status: 304, headers });
    const encoding = compressible ? pickEncoding(request.acceptEncoding) : undefined;
    if (encoding) headers.set('Content-Encoding', encoding);
    const body = encoding ? await compressed.get(file, encoding) : readFileSync(file);
    headers.set('Content-Length', String(body.length));
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
      status,
      headers,
    });
  };

  /** Compresses every built asset ahead of the first request (the server calls it at start). */
  const warm = async () => {
    const assets = join(dist, 'assets');
    if (!existsSync(assets)) return;
    for (const name of readdirSync(assets)) {
      const file = join(assets, name);
      if (!isCompressible(file, statSync(file).size)) continue;
      for (const encoding of ['br', 'gzip'] as const) await compressed.get(file, encoding);
    }
  };

  return { has, fileAt, answer, warm };
}
