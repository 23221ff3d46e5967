/**
 * silent-renew.html: the iframe end of a silent sign-in without a refresh token. It only hands the callback
 * URL to the parent window (same origin, checked by oidc-client-ts) and loads no app bundle.
 */
import { UserManager } from 'oidc-client-ts';

void fetch('/config.json', { cache: 'no-cache' })
  .then((response) => response.json() as Promise<{ authority: string; clientId: string }>)
  .then((config) =>
    new UserManager({
      authority: config.authority,
      client_id: config.clientId,
      redirect_uri: `${window.location.origin}/silent-renew.html`,
    }).signinSilentCallback(),
  )
  .catch((error: unknown) => console.error('Silent renew callback failed', error));
