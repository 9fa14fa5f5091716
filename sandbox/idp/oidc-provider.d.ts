/**
 * The part of oidc-provider 8 the stand-in identity providers use. The package ships no types
 * (its own d.ts came with @types/oidc-provider, not installed here).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    /** `use` is `id_token` or `userinfo`. */
    claims(use: string, scope: string): AccountClaims | Promise<AccountClaims>;
  }

  export interface OidcContext {
    oidc: { result?: { login?: unknown } };
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[] };
    params: Record<string, unknown>;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
    id_token_signed_response_alg?: string;
  }

  export interface Configuration {
    clients: ClientMetadata[];
    jwks: { keys: Record<string, unknown>[] };
    cookies: { keys: string[] };
    claims: Record<string, string[] | null>;
    scopes?: string[];
    conformIdTokenClaims?: boolean;
    pkce?: { methods?: string[]; required?: () => boolean };
    features?: Record<string, { enabled: boolean }>;
    interactions: { url: (ctx: unknown, interaction: { uid: string }) => string; policy?: unknown };
    findAccount: (ctx: unknown, sub: string) => Promise<Account | undefined>;
    renderError?: (ctx: { type: string; body: string; set(name: string, value: string): void }, out: Record<string, string | undefined>, error: Error) => Promise<void>;
    ttl?: Record<string, number>;
    responseTypes?: string[];
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(req: IncomingMessage, res: ServerResponse, result: InteractionResults, options?: { mergeWithLastSubmission?: boolean }): Promise<string>;
  }

  export namespace interactionPolicy {
    class Check {
      constructor(reason: string, description: string, check: (ctx: OidcContext) => boolean);
      static REQUEST_PROMPT: true;
      static NO_NEED_TO_PROMPT: false;
    }
    interface Prompt {
      name: string;
      checks: Check[] & { add(check: Check): void };
    }
    function base(): Prompt[] & { get(name: string): Prompt | undefined };
  }
}
