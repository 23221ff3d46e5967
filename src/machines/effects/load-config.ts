import { fromPromise } from 'xstate';
import { parseRuntimeConfig, type RuntimeConfig } from '../../config/runtime-config';
import { fetchStaticJson } from './static-fetch';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates `config.json` next to index.html. */
export async function loadRuntimeConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  const raw = await fetchStaticJson('/config.json', { signal });
  const result = parseRuntimeConfig(raw);
  if (!result.ok) throw new ConfigError(result.problem);
  return result.config;
}

export const loadConfig = fromPromise<RuntimeConfig>(({ signal }) => loadRuntimeConfig(signal));
