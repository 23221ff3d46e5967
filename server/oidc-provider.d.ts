/**
 * The small part of oidc-provider 8.x that the dev identity provider uses (the package ships no types,
 * and @types/oidc-provider is not installed). Loose where the library passes rich objects around.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = Record<string, unknown> & {
    uid?: string;
    grantId?: string;
    userCode?: string;
    consumed?: number;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Grant {
    jti: string;
    accountId?: string;
    clientId?: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(ttl?: number): Promise<string>;
  }

  export interface GrantStatic {
    new (properties: { accountId?: string; clientId?: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface ResourceServerInfo {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg: string; kid?: string } };
  }

  export interface Client {
    clientId: string;
    grantTypeAllowed(type: string): boolean;
  }

  export interface Session {
    accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface KoaContext {
    status: number;
    type: string;
    body: unknown;
    method: string;
    path: string;
    set(name: string, value: string): void;
    get(name: string): string;
    oidc: {
      client?: Client;
      session?: Session;
      params?: Record<string, unknown>;
      result?: { consent?: { grantId?: string } };
      requestParamOIDCScopes: Set<string>;
      requestParamScopes: Set<string>;
      requestParamClaims: Set<string>;
      resourceServers: Record<string, { scope: string }>;
      provider: Provider;
      [key: string]: unknown;
    };
  }

  export interface Token {
    kind: string;
    accountId?: string;
    clientId?: string;
    [key: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string, claims: unknown, rejected: string[]): Promise<Record<string, unknown>>;
  }

  export interface InteractionDetails {
    uid: string;
    returnTo: string;
    grantId?: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string; uid?: string };
    lastSubmission?: Record<string, unknown>;
  }

  export type Configuration = Record<string, unknown>;

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
    InvalidRequest: new (description?: string) => Error;
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: GrantStatic;
    readonly app: { silent?: boolean; proxy: boolean };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    urlFor(name: string): string;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
