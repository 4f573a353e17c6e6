import { validators } from '../../content/generated/validators.js';
import { createBlockRegistry } from '../blocks';
import { layoutProblems, parseJson } from './layout-problems';

const registry = createBlockRegistry();

describe('layoutProblems', () => {
  it('finds nothing wrong with a valid layout', () => {
    const layout = {
      id: 'x',
      title: 'X',
      blocks: [{ type: 'heading', id: 'h', props: { text: 'Hi' } }],
    };
    expect(layoutProblems(layout, validators, registry)).toEqual([]);
  });

  it('names each problem by JSON pointer: layout, unknown type and props', () => {
    const layout = {
      id: 'x',
      blocks: [
        { type: 'heading', id: 'h', props: { text: 'Hi', level: 9 } },
        { type: 'carousel', id: 'c', props: {} },
        { type: 'snackbar', id: 's', props: {} },
      ],
    };
    const problems = layoutProblems(layout, validators, registry);
    const pointers = problems.map((p) => p.pointer);
    expect(pointers).toContain('/');
    expect(pointers).toContain('/blocks/0/props/level');
    expect(pointers).toContain('/blocks/1/type');
    expect(pointers).toContain('/blocks/2/props');
    expect(problems.find((p) => p.pointer === '/blocks/1/type')?.message).toMatch(
      /unknown block type "carousel"; known: accordion/,
    );
  });

  it('reports JSON syntax errors as a message', () => {
    expect(parseJson('{"id": ').error).toBeTruthy();
    expect(parseJson('{"id": "x"}').value).toEqual({ id: 'x' });
  });
});
