/** A fresh Idempotency-Key for one mutation (made at the boundary, where the user acts: STYLE §4). */
export const newIdempotencyKey = (): string => crypto.randomUUID();
