/**
 * Idempotency-Key (DOMAIN.md "API conventions"; draft-ietf-httpapi-idempotency-key-header): a mutation sent
 * again with the same key by the same user of the same tenant within 24 h gets the first answer and changes
 * nothing. A retry that arrives while the first is still running waits for it. Only successful answers are
 * kept: a refused request changed nothing, so its retry simply runs again. The same key with another request
 * (method, path, If-Match or body) answers 422.
 */
import { Response } from 'miragejs';
import type { Caller } from '../auth';
import { ProblemError } from '../shared/problem';

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

interface Answer {
  code: number;
  headers: Record<string, string>;
  data: unknown;
}

interface Entry {
  fingerprint: string;
  at: number;
  answer: Promise<Answer>;
}

/** Mirage's Response keeps its parts in these fields. */
type MirageResponseParts = { code: number; headers: Record<string, string>; data: unknown };

const partsOf = (response: Response): Answer => {
  const { code, headers, data } = response as unknown as MirageResponseParts;
  return { code, headers: { ...headers }, data: structuredClone(data) };
};

const toResponse = (answer: Answer): Response => new Response(answer.code, { ...answer.headers }, structuredClone(answer.data) as {});

export class IdempotencyCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => Date) {}

  /**
   * Runs `execute` once per key: answers the kept answer for a repeat. Without a key it just runs.
   * `fingerprint` identifies the request (method, path, If-Match, body).
   */
  async run(caller: Caller, key: string | undefined, fingerprint: string, execute: () => Promise<Response>): Promise<Response> {
    if (key === undefined) return execute();
    if (key.length === 0 || key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) {
      throw new ProblemError(400, 'bad-request', 'Bad Request', 'Idempotency-Key must be 1 to 255 visible ASCII characters');
    }
    const now = this.now().getTime();
    this.prune(now);
    // Per tenant and user (T6): another user's identical key is another request.
    const cacheKey = `${caller.tenant}\u0000${caller.sub}\u0000${key}`;
    const existing = this.entries.get(cacheKey);
    if (existing) {
      if (existing.fingerprint !== fingerprint) {
        throw new ProblemError(422, 'idempotency-key-reused', 'Idempotency-Key reused', 'This Idempotency-Key was used for another request');
      }
      return toResponse(await existing.answer);
    }
    const answer = execute().then(partsOf);
    const entry: Entry = { fingerprint, at: now, answer };
    this.entries.set(cacheKey, entry);
    try {
      const settled = await answer;
      if (settled.code < 200 || settled.code >= 300) this.entries.delete(cacheKey);
      return toResponse(settled);
    } catch (error) {
      this.entries.delete(cacheKey);
      throw error;
    }
  }

  private prune(now: number): void {
    for (const [key, entry] of this.entries) if (now - entry.at >= IDEMPOTENCY_WINDOW_MS) this.entries.delete(key);
  }
}
