/** Escapes one JSON pointer segment (~ and /), RFC 6901. */
export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
