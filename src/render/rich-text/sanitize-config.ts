/** The sanitiser's rules for content HTML (src/render/rich-text/sanitize.ts applies them). */

/**
 * HTML profile only (no SVG or MathML, which carry most mXSS tricks), no inline styles, and no form
 * controls (content never posts anything, and named form controls are the usual DOM clobbering
 * vector), no ids or names, and no template or noscript, whose inert contents are classic mXSS
 * carriers.
 * DOMPurify's own defaults already drop scripts, event handlers and `javascript:` URLs.
 * Exported so the QA gate (shared-node/validate/check-html.ts) warns about exactly what is dropped;
 * a module of its own with no imports, so the gate's start-up does not load DOMPurify for it.
 */
export const SANITIZE_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'select',
    'textarea',
    'option',
    'iframe',
    'frame',
    'object',
    'embed',
    'base',
    'link',
    'meta',
    'template',
    'noscript',
  ],
  // `id` and `name` (and `for`/`form`, which point at ids) are the app's: a content element
  // taking the id of a form field would take its label and its focus (DOM clobbering, issue 15),
  // and no content needs them. Dropping them is stricter than SANITIZE_NAMED_PROPS, which would
  // keep prefixed ids that nothing links to.
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'id', 'name', 'for', 'form'],
  ALLOW_DATA_ATTR: false,
  // Editors may open a link in a new tab; to-react then adds rel="noopener noreferrer".
  ADD_ATTR: ['target'],
};
