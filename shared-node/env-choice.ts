/**
 * A setting from the environment that names one of a few choices (E2E_TRACE, …): the fallback when
 * unset, else the value if it is one of them. Anything else stops the command with the valid
 * choices, rather than running with a setting nobody asked for.
 */
export function choiceFrom<const C extends string>(
  name: string,
  fallback: C,
  choices: readonly C[],
  env: NodeJS.ProcessEnv = process.env,
): C {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const chosen = choices.find((choice) => choice === raw);
  if (chosen === undefined) {
    throw new Error(`${name} must be one of ${choices.join(', ')} (it is ${JSON.stringify(raw)})`);
  }
  return chosen;
}
