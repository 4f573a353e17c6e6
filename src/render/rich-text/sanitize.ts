import DOMPurify from 'dompurify';
import { SANITIZE_CONFIG } from './sanitize-config';

// The rules live in their own module, so the QA gate reads them without loading DOMPurify.
export { SANITIZE_CONFIG };

let purifier = DOMPurify;

/**
 * Node has no DOM: the prerender (src/entry-server.tsx) hands DOMPurify a window (jsdom) to parse
 * with, so the server sanitises with the same rules and the page holds what the browser renders.
 */
export function sanitizeWithWindow(window: Parameters<typeof DOMPurify>[0]): void {
  purifier = DOMPurify(window);
}

/** Sanitises untrusted content HTML; the only way HTML from content reaches the page. */
export function sanitizeHtml(html: string): string {
  if (!purifier.isSupported) {
    throw new Error('DOMPurify needs a DOM; refusing to render unsanitised HTML.');
  }
  return purifier.sanitize(html, SANITIZE_CONFIG);
}
