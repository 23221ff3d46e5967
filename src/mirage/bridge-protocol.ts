/**
 * What the page and the mock API's Web Worker say to each other (demo mode; issue 12: the mock's data and work live off
 * the page's thread, as a real backend's would). Plain data only: every message is structured-cloned.
 *
 * Page → worker, once, on the Worker itself: `init` with a MessagePort; everything after goes over that port, in order
 * (a storage change from another tab is therefore taken in before the next request is answered).
 * Worker → page on the port: `ready` or `failed` once, then answers and the mock's storage writes (a write is posted
 * before the answer of the request that made it, so the page's localStorage holds it when the app sees the answer).
 */
import type { RuntimeConfig } from '../config/runtime-config';

/** The configuration the mock needs (what `makeServer` takes as `config`). */
export type MockConfig = Pick<RuntimeConfig, 'services' | 'commonApi' | 'authority' | 'quickChatApi'> & Partial<Pick<RuntimeConfig, 'demo'>>;

/** The prefix of the mock backend's own records in the page's localStorage (`persist.ts`). */
export const mockStoragePrefix = 'mirage.';

export interface InitMessage {
  type: 'init';
  port: MessagePort;
  /** The page's address: URL resolution and the same-origin test use it (a worker's location is its script's). */
  pageUrl: string;
  config: MockConfig;
  delayFactor?: number;
  /** The page's `mirage.*` localStorage entries when the mock starts. */
  storage: Record<string, string>;
}

export interface WireRequest {
  type: 'request';
  id: number;
  method: string;
  url: string;
  headers: [string, string][];
  /** The body as text (null for none). */
  body: string | null;
}

/** The app gave up on a request (its AbortSignal fired): the worker drops it. */
export interface AbortMessage {
  type: 'abort';
  id: number;
}

/** Another tab changed a `mirage.*` entry (the page's `storage` event); null value: removed. */
export interface StorageChange {
  type: 'storage';
  key: string;
  value: string | null;
}

/** The page's answer to `sanitize`: the strings after the product's HTML policy, in order (null: it could not). */
export interface SanitizedMessage {
  type: 'sanitized';
  id: number;
  items: string[] | null;
}

export type PageMessage = WireRequest | AbortMessage | StorageChange | SanitizedMessage;

export interface WireResponse {
  type: 'response';
  id: number;
  status: number;
  statusText: string;
  headers: [string, string][];
  body: string;
  url: string;
}

/** The request got no answer (the mock's fetch rejected: a passthrough that could not reach the network). */
export interface WireFailure {
  type: 'failure';
  id: number;
  message: string;
}

/**
 * The worker asks the page to apply the product's HTML policy (DOMPurify needs a DOM) to the strings of a write before
 * handling it (`worker-sanitize.ts`).
 */
export interface SanitizeRequest {
  type: 'sanitize';
  id: number;
  profile: 'rich' | 'inline' | 'document';
  items: string[];
}

export type WorkerMessage = WireResponse | WireFailure | StorageChange | SanitizeRequest | { type: 'ready' } | { type: 'failed'; message: string };

/**
 * Whether a request is the mock's (exactly what Mirage answers: same origin as the page, under /api/); everything else
 * (the identity provider, assets, config.json) goes to the network.
 */
export const isApiRequest = (url: string, pageUrl: string): boolean => {
  const parsed = new URL(url, pageUrl);
  return parsed.origin === new URL(pageUrl).origin && parsed.pathname.startsWith('/api/');
};
