import type { PlanKind } from '../../api';

/** What a tile may say about who it is for (content's `planTypes`). */
export interface PlanScoped {
  planTypes?: readonly string[];
}

/**
 * The tiles a shopper on `planType` sees: tiles for every plan, and tiles naming their plan type.
 * While the plan type is unknown (no plan, still loading) only tiles for every plan show, so a
 * tile meant for annual members never reaches anyone else.
 */
export function tilesForPlan<T extends PlanScoped>(
  tiles: readonly T[],
  planType: PlanKind | undefined,
): T[] {
  return tiles.filter(
    (tile) => !tile.planTypes || (planType !== undefined && tile.planTypes.includes(planType)),
  );
}
