import type { AccordionBlockProps } from '../../content/generated/types/blocks/accordion';

/** One FAQ section: a title and its HTML answer. */
export interface AccordionSection {
  id: string;
  title: string;
  html: string;
}

export type DisplayType = NonNullable<AccordionBlockProps['displayType']>;

/** FAQ props after mapping: sections and how they start. */
export interface AccordionData {
  heading?: string;
  /** HTML shown above the sections (text before the first heading of a fragment). */
  intro?: string;
  displayType: DisplayType;
  sections: AccordionSection[];
}

const HEADING = /<h([23])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi;

/**
 * Splits one FAQ HTML fragment into sections at each h2/h3 heading; text before the first heading
 * becomes the intro. Titles are reduced to plain text (answers keep their HTML, sanitised later).
 */
export function splitSections(html: string): { intro: string; sections: AccordionSection[] } {
  const marks = [...html.matchAll(HEADING)];
  const intro = html.slice(0, marks.length > 0 ? (marks[0].index ?? 0) : html.length).trim();
  const sections = marks.map((match, i) => {
    const start = (match.index ?? 0) + match[0].length;
    const end = i + 1 < marks.length ? (marks[i + 1].index ?? html.length) : html.length;
    const title = plainText(match[2]);
    return { id: slug(title, i), title, html: html.slice(start, end).trim() };
  });
  return { intro, sections };
}

/** Strips tags and decodes the few entities editors use, for a title shown as text. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function slug(title: string, index: number): string {
  const base = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `${base || 'section'}-${index + 1}`;
}

/** Which sections start open for a display type. */
export function initiallyOpen(displayType: DisplayType, sections: AccordionSection[]): Set<string> {
  if (displayType === 'expanded') return new Set(sections.map((s) => s.id));
  if (displayType === 'expandFirst' && sections.length > 0) return new Set([sections[0].id]);
  return new Set();
}

/**
 * Props win over bound data: sections from props, else from `data` (the FAQ content: a string, or
 * `{ html | sections, displayType }`), else from the props' HTML fragment.
 */
export function toAccordionProps(raw: AccordionBlockProps, data: unknown): AccordionData {
  const bound = asFaq(data);
  const displayType = raw.displayType ?? bound.displayType ?? 'collapsed';
  const listed = raw.sections ?? bound.sections;
  if (listed) {
    const sections = listed.map((s, i) => ({
      id: s.id ?? `section-${i + 1}`,
      title: s.title,
      html: s.html,
    }));
    return { heading: raw.heading, displayType, sections };
  }
  const { intro, sections } = splitSections(raw.html ?? bound.html ?? '');
  return { heading: raw.heading, intro: intro || undefined, displayType, sections };
}

function asFaq(data: unknown): AccordionBlockProps {
  if (typeof data === 'string') return { html: data };
  if (!data || typeof data !== 'object') return {};
  const d = data as Record<string, unknown>;
  const type = d.displayType;
  return {
    html: typeof d.html === 'string' ? d.html : undefined,
    sections: Array.isArray(d.sections)
      ? (d.sections as AccordionBlockProps['sections'])
      : undefined,
    displayType:
      type === 'expandFirst' || type === 'expanded' || type === 'collapsed' ? type : undefined,
  };
}
