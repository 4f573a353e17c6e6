/**
 * A number setting from the environment (STRESS_MINUTES, TAP_RUNS, …): the fallback when unset,
 * else the value if it lies in [min, max]. Anything else stops the command with the valid range,
 * rather than running with NaN or an unbounded count.
 */
export function numberFrom(
  name: string,
  fallback: number,
  min: number,
  max: number,
  env: NodeJS.ProcessEnv = process.env,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(
      `${name} must be a number from ${min} to ${max} (it is ${JSON.stringify(raw)})`,
    );
  }
  return value;
}
