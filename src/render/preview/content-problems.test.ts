import { createBlockRegistry } from '../blocks';
import { allErrorsValidators } from '../../content/generated/all-errors-validators.js';
import { pastedProblems } from './content-problems';
import { kindById } from './paste-kinds';

const registry = createBlockRegistry();
const catalogueHas = (ref: string) => ['00023', 'paymentUpdated'].includes(ref);
const problems = (kind: string, value: unknown) =>
  pastedProblems(kindById(kind)!, value, allErrorsValidators, registry, catalogueHas);

describe('pastedProblems', () => {
  it('finds nothing wrong with valid content', () => {
    expect(problems('faq', { displayType: 'expanded', html: '<p>{product}</p>' })).toEqual([]);
    const layout = {
      id: 'x',
      title: 'X',
      blocks: [{ type: 'heading', id: 'h', props: { text: 'Hi' } }],
    };
    expect(problems('screen-layout', layout)).toEqual([]);
  });

  it('reports every schema problem at once, each at its pointer, with did-you-mean', () => {
    const faq = {
      displayType: 'expandFrist',
      sections: [
        { id: 'a', titel: 'What?', html: '<p>x</p>' },
        { id: 'b', title: 'Why?', html: '' },
      ],
    };
    expect(problems('faq', faq)).toEqual([
      {
        pointer: '/displayType',
        message: 'the text "expandFrist" is not allowed; use one of: expandFirst, expanded',
        suggestion: 'expandFirst',
      },
      { pointer: '/sections/0', message: 'missing required key "title"' },
      { pointer: '/sections/0/titel', message: 'unknown key "titel"', suggestion: 'title' },
      { pointer: '/sections/1/html', message: 'must not be empty' },
    ]);
  });

  it("says which of a oneOf's keys is needed, not each branch's complaint", () => {
    const layout = {
      id: 'x',
      title: 'X',
      blocks: [{ type: 'notice', id: 'n', props: { tone: 'info' } }],
    };
    expect(problems('screen-layout', layout)).toEqual([
      {
        pointer: '/blocks/0/props',
        message: 'must have exactly one of: "text", "catalogueMessage"',
      },
    ]);
  });

  it("checks a layout's block types and props, placeholders and catalogue messages", () => {
    const layout = {
      id: 'x',
      title: 'X',
      blocks: [
        { type: 'richTxt', id: 'a', props: {} },
        { type: 'heading', id: 'b', props: { text: 'At {bannr}', level: 9 } },
        { type: 'notice', id: 'c', props: { catalogueMessage: 'paymentUpdatd' } },
        { type: 'notice', id: 'd', props: { catalogueMessage: '00023' } },
      ],
    };
    const found = problems('screen-layout', layout);
    expect(found.map((p) => p.pointer)).toEqual([
      '/blocks/0/type',
      '/blocks/1/props/level',
      '/blocks/1/props/text',
      '/blocks/2/props/catalogueMessage',
    ]);
    expect(found[0]).toMatchObject({ suggestion: 'richText' });
    expect(found[2]).toMatchObject({
      message: expect.stringMatching(/^unknown placeholder "\{bannr\}"/),
      suggestion: '{banner}',
    });
    expect(found[3].message).toMatch(/catalogue message "paymentUpdatd" is not in/);
  });

  it('checks the kind picked, whatever $schema says', () => {
    const tiles = { $schema: '../schemas/benefit-tiles.schema.json', title: 'T', tiles: [] };
    expect(problems('pre-churn-tiles', tiles)).toEqual([
      { pointer: '/tiles', message: expect.stringMatching(/at least 1|fewer than 1/) },
    ]);
  });
});
