import { createContext, useContext, type ReactNode } from 'react';

/**
 * Values a screen's flow holds that no data source serves (e.g. the retention offer a cancel call
 * answered, before anything changed on the server). Blocks such as `facts` read them by path
 * next to their bound data, so a flow's steps stay content layouts.
 */
export type FlowValues = Readonly<Record<string, unknown>>;

const FlowContext = createContext<FlowValues>({});

/** The current screen flow's values (empty outside a flow). */
export function useFlowValues(): FlowValues {
  return useContext(FlowContext);
}

/** Provides a screen flow's values to the blocks below. */
export function FlowValuesProvider({
  values,
  children,
}: {
  values: FlowValues;
  children: ReactNode;
}) {
  return <FlowContext.Provider value={values}>{children}</FlowContext.Provider>;
}
