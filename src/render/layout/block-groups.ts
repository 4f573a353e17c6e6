import type { LayoutBlock } from '../block-definition';

/**
 * A screen whose layout holds several variants (a flow's steps, or one section per plan type)
 * names its groups; a block whose id starts with `<group>-` belongs to that group and shows only
 * while it is the active one. Blocks of no group always show. Ids are the one thing an editor
 * already writes per block, so no new layout key is needed. Several groups may be active at once.
 */
export interface BlockGroups {
  groups: readonly string[];
  active: readonly string[];
}

/** The group a block id belongs to, if any. */
export function groupOf(id: string, groups: readonly string[]): string | undefined {
  return groups.find((group) => id.startsWith(`${group}-`));
}

/** The blocks to render for the active group. */
export function blocksForGroup(
  blocks: readonly LayoutBlock[],
  { groups, active }: BlockGroups,
): LayoutBlock[] {
  return blocks.filter((block) => {
    const group = groupOf(block.id, groups);
    return group === undefined || active.includes(group);
  });
}
