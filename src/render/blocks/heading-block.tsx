import type { HeadingBlockProps } from '../../content/generated/types/blocks/heading';
import { defineBlock } from '../block-definition';

interface HeadingProps {
  text: string;
  level: 1 | 2 | 3 | 4;
  subtitle?: string;
}

/** Clamps the schema's 1–4 level (default 2) to a heading element. */
export function toHeadingProps(raw: HeadingBlockProps): HeadingProps {
  const level = Math.min(4, Math.max(1, raw.level ?? 2)) as HeadingProps['level'];
  return { text: raw.text, level, subtitle: raw.subtitle };
}

function Heading({ text, level, subtitle }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <header className="fp-heading">
      <Tag>{text}</Tag>
      {subtitle ? <p className="fp-heading__subtitle">{subtitle}</p> : null}
    </header>
  );
}

/** A page or section heading. */
export const headingBlock = defineBlock({
  type: 'heading',
  reserve: 48,
  component: Heading,
  toProps: toHeadingProps,
});
