/**
 * What the sandbox panel shows, read through the controls client: the date, the session's
 * persona, the personas, the test cards, the armed faults and the mutation log. `refresh` reads
 * them again (after an action, or on the Refresh button); a failure is kept as state.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  sandboxControls,
  type AppliedMutation,
  type Fault,
  type PersonaSummary,
  type TestCard,
} from './controls-client';

export interface PanelData {
  today?: string;
  persona?: string | null;
  personas: PersonaSummary[];
  cards: TestCard[];
  faults: Fault[];
  mutations: AppliedMutation[];
  failed: boolean;
}

const empty: PanelData = { personas: [], cards: [], faults: [], mutations: [], failed: false };

/** The panel's data; the lists are read only once the panel is open. */
export function usePanelData(open: boolean): PanelData & { refresh: () => Promise<void> } {
  const [data, setData] = useState<PanelData>(empty);

  const refresh = useCallback(async () => {
    try {
      const [clock, session] = await Promise.all([
        sandboxControls.clock(),
        sandboxControls.session(),
      ]);
      const lists = open
        ? await Promise.all([
            sandboxControls.personas(),
            sandboxControls.cards(),
            sandboxControls.faults(),
            sandboxControls.mutations(),
          ])
        : undefined;
      setData((before) => ({
        today: clock.today,
        persona: session.persona,
        personas: lists?.[0] ?? before.personas,
        cards: lists?.[1] ?? before.cards,
        faults: lists?.[2] ?? before.faults,
        mutations: lists?.[3] ?? before.mutations,
        failed: false,
      }));
    } catch {
      setData((before) => ({ ...before, failed: true }));
    }
  }, [open]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { ...data, refresh };
}
