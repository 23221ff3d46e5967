/**
 * In-memory storage for oidc-provider, one store per provider instance (the library's own memory
 * adapter is a process-wide LRU of 1000 entries, which would evict live sessions in a long e2e run).
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const grantable = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);

export class MemoryStore {
  readonly #entries = new Map<string, Entry>();
  readonly #index = new Map<string, { id: string; expiresAt: number }>();
  readonly #grants = new Map<string, Set<string>>();
  #writes = 0;

  get(key: string): AdapterPayload | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  set(key: string, payload: AdapterPayload, expiresInSeconds: number): void {
    this.#entries.set(key, { payload, expiresAt: Date.now() + expiresInSeconds * 1000 });
    if (++this.#writes % 500 === 0) this.sweep();
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  setIndex(key: string, id: string, expiresInSeconds: number): void {
    this.#index.set(key, { id, expiresAt: Date.now() + expiresInSeconds * 1000 });
  }

  getIndex(key: string): string | undefined {
    const entry = this.#index.get(key);
    if (!entry || entry.expiresAt <= Date.now()) return undefined;
    return entry.id;
  }

  linkToGrant(grantId: string, key: string): void {
    let keys = this.#grants.get(grantId);
    if (!keys) {
      keys = new Set();
      this.#grants.set(grantId, keys);
    }
    keys.add(key);
  }

  revokeGrant(grantId: string): void {
    for (const key of this.#grants.get(grantId) ?? []) this.#entries.delete(key);
    this.#grants.delete(grantId);
  }

  /** Drops expired entries. */
  sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.#entries) if (entry.expiresAt <= now) this.#entries.delete(key);
    for (const [key, entry] of this.#index) if (entry.expiresAt <= now) this.#index.delete(key);
    for (const [grantId, keys] of this.#grants) {
      for (const key of keys) if (!this.#entries.has(key)) keys.delete(key);
      if (keys.size === 0) this.#grants.delete(grantId);
    }
  }
}

/** The adapter class oidc-provider instantiates once per model name, bound to `store`. */
export function memoryAdapter(store: MemoryStore): new (model: string) => Adapter {
  return class MemoryAdapter implements Adapter {
    constructor(readonly model: string) {}

    key(id: string): string {
      return `${this.model}:${id}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const key = this.key(id);
      if (this.model === 'Session' && typeof payload.uid === 'string') store.setIndex(`sessionUid:${payload.uid}`, id, expiresIn);
      if (typeof payload.userCode === 'string') store.setIndex(`userCode:${payload.userCode}`, id, expiresIn);
      if (grantable.has(this.model) && typeof payload.grantId === 'string') store.linkToGrant(payload.grantId, key);
      store.set(key, payload, expiresIn);
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return store.get(this.key(id));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const id = store.getIndex(`sessionUid:${uid}`);
      return id === undefined ? undefined : this.find(id);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      const id = store.getIndex(`userCode:${userCode}`);
      return id === undefined ? undefined : this.find(id);
    }

    async consume(id: string): Promise<void> {
      const payload = store.get(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string): Promise<void> {
      store.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      store.revokeGrant(grantId);
    }
  };
}
