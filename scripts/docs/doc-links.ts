import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** A link of a Markdown file that leads nowhere: its file, line, target and why. */
export interface BrokenLink {
  file: string;
  line: number;
  target: string;
  reason: string;
}

/**
 * GitHub's heading anchor: lower case, punctuation dropped (hyphens and underscores kept), each
 * space a hyphen; a repeated heading gets `-1`, `-2`… Enough for the headings these docs use.
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) inFence = !inFence;
    const heading = !inFence && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Relative links `[text](target)` outside code, with the line each sits on. */
function linksOf(markdown: string): { line: number; target: string }[] {
  const found: { line: number; target: string }[] = [];
  let inFence = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*```/.test(text)) inFence = !inFence;
    if (inFence) return;
    const outsideCode = text.replace(/`[^`]*`/g, '');
    for (const match of outsideCode.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1];
      if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) found.push({ line: index + 1, target });
    }
  });
  return found;
}

/**
 * Every relative link of `file` (a Markdown file under `root`) whose file or heading anchor does
 * not exist. Links to folders must name an existing folder; anchors are checked in Markdown files.
 */
export function brokenLinks(root: string, file: string): BrokenLink[] {
  const markdown = readFileSync(file, 'utf8');
  const broken: BrokenLink[] = [];
  for (const { line, target } of linksOf(markdown)) {
    const [path, anchor] = target.split('#', 2);
    const destination = path === '' ? file : resolve(dirname(file), decodeURI(path));
    const report = (reason: string) =>
      broken.push({ file: relative(root, file), line, target, reason });
    if (!existsSync(destination)) {
      report('no such file');
      continue;
    }
    if (anchor === undefined || statSync(destination).isDirectory()) continue;
    if (!destination.endsWith('.md')) continue;
    if (!headingAnchors(readFileSync(destination, 'utf8')).has(anchor)) report('no such heading');
  }
  return broken;
}

/** README.md and every Markdown file under docs/, the pages a newcomer follows links between. */
export function docFiles(root: string): string[] {
  const files = [join(root, 'README.md')];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) files.push(path);
    }
  };
  walk(join(root, 'docs'));
  return files;
}
