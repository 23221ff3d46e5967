/** What a failed demo request tells the user: offline, an answer that could not be read, or it failed. */
import { isApiError } from '../../effects/api-error';

export type DemoFailure = 'offline' | 'malformed' | 'failed';

export const failureOf = (error: unknown): DemoFailure => {
  const code = isApiError(error) ? error.code : null;
  return code === 'offline' ? 'offline' : code === 'malformed' ? 'malformed' : 'failed';
};
