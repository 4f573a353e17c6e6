/**
 * The project's stylesheets as tests read them: every `.css` file under a folder, and a sheet's
 * plain rules (selector and declarations, comments left out). A rule nested in an at-rule
 * (`@media`) is found too, with its own selector; the at-rule's own braces are not a rule.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every .css file under a folder. */
export function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** A sheet without its comments. */
export function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}

/** Each innermost rule of a sheet: its selector (trimmed) and its declarations. */
export function cssRules(css: string): { selector: string; declarations: string }[] {
  return [...withoutComments(css).matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((rule) => ({
    selector: rule[1].trim(),
    declarations: rule[2],
  }));
}
