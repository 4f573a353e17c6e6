import { useCallback, useContext } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';

/** A path inside the app, with its query if any: the app only moves to absolute paths. */
export type AppPath = `/${string}`;

/** Moves to a path inside the app, adding it to the history or replacing the current entry. */
export type AppNavigate = (to: AppPath, options?: { replace?: boolean }) => void;

/**
 * React Router's `useNavigate`, without its cost to the screen that calls it. `useNavigate` reads
 * the route's context, to resolve relative paths, so a screen calling it renders again whenever
 * the router's state changes. A tap on a link to a screen whose route still has its lazy step
 * makes one such change before the move: the screen being left rendered once more, 30–50 ms at 4×
 * CPU on manage's "Cancel plan", before the next screen's render began. The app moves only to
 * absolute paths, so this asks the router's navigator (React Router's navigation context, the
 * same in a data router and a plain one), which changes only with the router itself.
 */
export function useAppNavigate(): AppNavigate {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return useCallback<AppNavigate>(
    (to, options) => {
      if (options?.replace) void navigator.replace(to);
      else void navigator.push(to);
    },
    [navigator],
  );
}
