/**
 * The request path as the server reads it: percent-decoded once, or refused. An undecodable path
 * (`/%`, `/%E0%A4`) or one holding a control character (`/%00`, `/%0A`) names no page or file,
 * so it is the client's error (400), never a server error (issue 15).
 */

/** A decoded path, or why the raw one is refused. */
export type RequestPath = { path: string } | { refused: string };

/** Decodes the raw (still percent-encoded) pathname of a request URL. */
export function decodeRequestPath(raw: string): RequestPath {
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return { refused: 'undecodable percent-encoding in the path' };
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return { refused: 'a control character in the path' };
  return { path };
}
