// Reads the runtime config once at start-up; every later reader gets the validated copy.
import {
  CONFIG_GLOBAL,
  type ConfigValidation,
  type RuntimeConfig,
  validateRuntimeConfig,
} from './runtime-config';

let current: RuntimeConfig | null = null;

/** Validates window.__SPONSORSPOT_CONFIG__ and keeps it when it is right. */
export function loadRuntimeConfig(
  source: unknown = (window as unknown as Record<string, unknown>)[CONFIG_GLOBAL],
): ConfigValidation {
  const result = validateRuntimeConfig(source);
  if (result.ok) current = Object.freeze({ ...result.config });
  return result;
}

/** The validated config; start-up loads it before anything else runs, so reading it earlier is a bug. */
export function getConfig(): RuntimeConfig {
  if (!current) throw new Error('The runtime config was read before start-up loaded it.');
  return current;
}
