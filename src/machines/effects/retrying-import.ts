/** The pauses before each new try of a chunk that could not be fetched (then given up, unless `forever`). */
export const IMPORT_RETRY_MS = [1_000, 2_000, 4_000] as const;
/** With `forever`, the pause between tries after the listed ones. */
export const IMPORT_RETRY_CAP_MS = 15_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A dynamic import tried again after 1, 2 and 4 s (a dropped connection, a sign-in redirect under way), then given up
 * with the last error; with `forever`, tried every 15 s after that (a service the app cannot do without).
 */
export async function retryingImport<T>(load: () => Promise<T>, { wait = sleep, forever = false }: { wait?: (ms: number) => Promise<void>; forever?: boolean } = {}): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const pause = IMPORT_RETRY_MS[attempt] ?? (forever ? IMPORT_RETRY_CAP_MS : undefined);
      if (pause === undefined) throw error;
      await wait(pause);
    }
  }
}
