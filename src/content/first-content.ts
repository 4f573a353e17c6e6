/**
 * Names shared by the server that writes a page's head (sandbox/preload-hints.ts), the build
 * (vite.config.ts) and the module that starts the first content calls (content-requests.ts).
 */

/** The meta element naming the first screen's content: `content` the paths, `data-banner`. */
export const FIRST_CONTENT_META = 'freshpass-first-content';

/** The build chunk of content-requests.ts and what it imports, run early by the page's head. */
export const FIRST_CONTENT_CHUNK = 'content-requests';
