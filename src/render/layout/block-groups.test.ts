import { blocksForGroup, groupOf } from './block-groups';

const block = (id: string) => ({ type: 'heading', id });
const blocks = ['intro', 'reason-form', 'offer-facts', 'offer-buttons', 'done-facts'].map(block);
const groups = ['reason', 'offer', 'done'];

describe('blocksForGroup', () => {
  it('keeps blocks of no group and those of the active group, in layout order', () => {
    expect(blocksForGroup(blocks, { groups, active: ['offer'] }).map((b) => b.id)).toEqual([
      'intro',
      'offer-facts',
      'offer-buttons',
    ]);
  });

  it('shows only ungrouped blocks for a group with none', () => {
    expect(blocksForGroup(blocks, { groups, active: ['other'] }).map((b) => b.id)).toEqual([
      'intro',
    ]);
  });
});

it('shows the blocks of every active group', () => {
  expect(blocksForGroup(blocks, { groups, active: ['offer', 'done'] }).map((b) => b.id)).toEqual([
    'intro',
    'offer-facts',
    'offer-buttons',
    'done-facts',
  ]);
});

describe('groupOf', () => {
  it('needs the dash after the group name', () => {
    expect(groupOf('reasonable', groups)).toBeUndefined();
    expect(groupOf('done-x', groups)).toBe('done');
  });
});
