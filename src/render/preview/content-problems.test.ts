import { allErrorsValidators } from '../../content/generated/all-errors-validators.js';
import { contentPaths, pastedProblems, previewCheckContext } from './content-problems';
import { kindById } from './paste-kinds';

const catalogue = { codes: new Set(['00023']), messages: new Set(['paymentUpdated']) };
const ctx = previewCheckContext(allErrorsValidators, catalogue);
const problems = (kind: string, value: unknown) => pastedProblems(kindById(kind)!, value, ctx);

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
    expect(found[3]).toMatchObject({
      message: expect.stringMatching(/catalogue message "paymentUpdatd" is not in/),
      suggestion: 'paymentUpdated',
    });
  });

  it("checks every kind: a form's uiSchema, a nav payload, the catalogue, a banner", () => {
    const form = {
      schema: { type: 'object', properties: { zipCode: { type: 'string' } } },
      uiSchema: { zipCod: { 'ui:widgit': 'text' } },
    };
    expect(problems('form', form)).toEqual([
      expect.objectContaining({ pointer: '/uiSchema/zipCod', suggestion: 'zipCode' }),
    ]);
    expect(problems('error-catalogue', { codes: {}, mesages: {} })).toContainEqual(
      expect.objectContaining({ pointer: '/mesages', suggestion: 'messages' }),
    );
    expect(problems('banner', { id: 'x' }).length).toBeGreaterThan(0);
    expect(problems('ui-text', {})[0]?.message).toMatch(/missing required key/);
    expect(problems('left-nav-v2', [])[0]?.message).toMatch(/should be/);
  });

  it("checks a layout's content references against the repository's content", () => {
    expect(contentPaths.has('faq')).toBe(true);
    expect(contentPaths.has('screens/manage')).toBe(true);
    const layout = {
      id: 'x',
      title: 'X',
      blocks: [{ type: 'accordion', id: 'f', data: 'content:faqs', props: {} }],
    };
    expect(problems('screen-layout', layout)).toEqual([
      {
        pointer: '/blocks/0/data',
        message: 'data source names content "faqs", but content/faqs.json does not exist',
        suggestion: 'content:faq',
      },
    ]);
  });

  it('checks the kind picked, whatever $schema says', () => {
    const tiles = { $schema: '../schemas/benefit-tiles.schema.json', title: 'T', tiles: [] };
    expect(problems('pre-churn-tiles', tiles)).toEqual([
      { pointer: '/tiles', message: expect.stringMatching(/at least 1|fewer than 1/) },
    ]);
  });
});
