/**
 * The sandbox sign-in stand-in's address (B's /account/sign-in.html) that signs in as `persona`
 * and redirects to `path`: opening it is a fresh load of `path` with the session in place. Free of
 * Playwright's test runner, so the benches that drive flows (scripts/bench/parity.ts) use it too.
 */
export function signInUrl(persona: string, path: string, origin = ''): string {
  const query = new URLSearchParams({ persona, redirect: path });
  return `${origin}/account/sign-in.html?${query.toString()}`;
}
