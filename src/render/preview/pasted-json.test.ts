import { parsePasted } from './pasted-json';

describe('parsePasted', () => {
  const text = [
    '{',
    '  "id": "x",',
    '  "blocks": [',
    '    { "type": "heading", "id": "a" }',
    '  ]',
    '}',
  ].join('\n');

  it('finds the line of a pointer, or of its nearest existing parent', () => {
    const parsed = parsePasted(text);
    if (!parsed.ok) throw new Error('expected valid JSON');
    expect(parsed.value).toEqual({ id: 'x', blocks: [{ type: 'heading', id: 'a' }] });
    expect(parsed.lineOf('')).toBe(1);
    expect(parsed.lineOf('/id')).toBe(2);
    expect(parsed.lineOf('/blocks/0/type')).toBe(4);
    expect(parsed.lineOf('/blocks/0/props/text')).toBe(4);
    expect(parsed.lineOf('/title')).toBe(1);
  });

  it.each([
    ['{\n  "id": "x",\n}', 3, 1, /trailing comma/],
    ['{\n  "id": "x"\n', 3, 1, /closing brace \} is missing/],
    ['{ // note\n}', 1, 3, /comments are not allowed/],
    ['   ', 1, 1, /empty/],
  ])('names where %j stops being JSON', (input, line, column, reason) => {
    const parsed = parsePasted(input);
    expect(parsed).toMatchObject({ ok: false, line, column });
    expect(parsed.ok ? '' : parsed.reason).toMatch(reason);
  });
});
