import { render, screen } from '@testing-library/react';
import { defineBlock } from './block-definition';

function Line({ line }: { line: string }) {
  return <p>{line}</p>;
}

describe('defineBlock', () => {
  it('gives toProps the props of the schema its type names, and renders what it maps', () => {
    const block = defineBlock({
      type: 'heading',
      component: Line,
      // `raw` is HeadingBlockProps (schemas/blocks/heading.schema.json), with no annotation.
      toProps: (raw) => ({ line: `${raw.text} (level ${raw.level ?? 'default'})` }),
    });
    render(block.render({ text: 'Your FreshPass', level: 3 }, undefined));
    expect(screen.getByText('Your FreshPass (level 3)')).toBeInTheDocument();
  });

  it('refuses, when type-checked, a mapping of props its schema does not define', () => {
    const block = defineBlock({
      type: 'heading',
      component: Line,
      // @ts-expect-error: the heading schema has no `title`; props come from the schema only.
      toProps: (raw: { title: string }) => ({ line: raw.title }),
    });
    expect(block.type).toBe('heading');
  });

  it('refuses, when type-checked, a block type that has no schema', () => {
    const block = defineBlock({
      // @ts-expect-error: there is no schemas/blocks/headline.schema.json.
      type: 'headline',
      component: Line,
      toProps: () => ({ line: '' }),
    });
    expect(block.reserve).toBe(96);
  });
});
