import { duplicateIds } from './content-checks';

describe('duplicateIds', () => {
  it('finds repeated ids in nested lists, pointing at the repeat', () => {
    const value = {
      sections: [{ id: 'a' }, { id: 'b' }, { id: 'a' }],
      groups: [{ id: 'g', menuItems: [{ id: 'x' }, { id: 'x' }] }],
    };
    expect(duplicateIds(value).map((e) => `${e.pointer} ${e.message}`)).toEqual([
      '/sections/2/id duplicate id "a": /sections/0/id has it too; change this one (item 2 of the list) to an id of its own',
      '/groups/0/menuItems/1/id duplicate id "x": /groups/0/menuItems/0/id has it too; change this one (item 1 of the list) to an id of its own',
    ]);
  });

  it('allows the same id in different lists', () => {
    expect(duplicateIds({ a: [{ id: 'x' }], b: [{ id: 'x' }] })).toEqual([]);
  });
});
