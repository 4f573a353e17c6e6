import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './test-server';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox('2026-03-10');
});
afterAll(() => t.close());

/** The rewards link of the v2 navigation payload the content service answers for a banner. */
const rewardsLabel = async (banner: string) => {
  const res = await fetch(`${t.base}/content/${banner}/left-nav-v2`);
  const nav = (await res.json()) as {
    leftNavGroupCollection: { menuItems: { id?: string; leftNavText: string }[] }[];
  };
  return nav.leftNavGroupCollection
    .flatMap((group) => group.menuItems)
    .find((item) => item.id === 'rewards')?.leftNavText;
};

describe('the content service fills the navigation placeholders', () => {
  it('names the loyalty program once, whether or not it ends in "Rewards" (issue 12 defect 5)', async () => {
    expect(await rewardsLabel('vons')).toBe('Vons for U rewards');
    expect(await rewardsLabel('kingsfoodmarkets')).toBe('Kings Rewards');
    expect(await rewardsLabel('balduccis')).toBe("Balducci's Rewards");
  });
});
