/**
 * The DOM id of an id that content gives (the left-nav payload's group and item ids): prefixed,
 * so no content id can take the id of one of the app's own elements, such as a form field whose
 * label and focus would then go to the content (DOM clobbering). The app never gives an element
 * an id with this prefix.
 */
export function contentDomId(id: string | undefined): string | undefined {
  const trimmed = id?.trim();
  return trimmed ? `content-${trimmed.replace(/\s+/g, '-')}` : undefined;
}
