import type { RichTextBlockProps } from '../../content/generated/types/blocks/richText';
import { defineBlock } from '../block-definition';
import { prepareRichHtml, RichHtml } from '../rich-text/rich-html';

/** Editor HTML; with `data: content:<path>` the fragment (a string or `{ html }`) comes from content. */
export function toRichTextProps(raw: RichTextBlockProps, data: unknown): RichTextBlockProps {
  if (typeof data === 'string') return { html: data };
  if (data && typeof data === 'object' && 'html' in data && typeof data.html === 'string') {
    return { html: data.html };
  }
  return { html: raw.html };
}

function RichText({ html }: RichTextBlockProps) {
  return <RichHtml html={html} className="fp-rich-text" />;
}

/** Rich text from content, sanitised then parsed. */
export const richTextBlock = defineBlock({
  type: 'richText',
  component: RichText,
  toProps: toRichTextProps,
  prepare: prepareRichHtml,
});
