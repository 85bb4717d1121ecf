import { send } from './server-calls'

const JSON_ACCEPTED = { Accept: 'application/json' }

/** A better-auth route: `POST` with a JSON body of type `Body`. */
const post =
  <Body extends object = Record<string, never>>(path: string) =>
  (body: Body): Promise<Response> =>
    send(`/api/auth/${path}`, 'POST', { json: body, header: JSON_ACCEPTED })

/** A better-auth route: `GET` with a query. */
const get =
  (path: string) =>
  (query?: Record<string, string>): Promise<Response> =>
    send(`/api/auth/${path}`, 'GET', { query, header: JSON_ACCEPTED })

type Credentials = { email: string; password: string }

/**
 * Better-auth's routes (/api/auth/*) that the app calls, one named call each, sent by the typed
 * clients' `send` (lib/typed-clients.ts); their answers are read like the typed client's, with
 * `callApi` and a core schema. Apart from that module so that Home's first load, which calls
 * none of them, does not carry them.
 */
export const authApi = {
  signInEmail: post<Credentials & { rememberMe: boolean }>('sign-in/email'),
  signUpEmail: post<Credentials & { name: string; nickname: string }>('sign-up/email'),
  signInSocial: post<{ provider: 'google'; callbackURL: string }>('sign-in/social'),
  signOut: post('sign-out'),
  requestPasswordReset: post<{ email: string; redirectTo: string }>('request-password-reset'),
  resetPassword: post<{ token: string; newPassword: string }>('reset-password'),
  signUpPasskey: post<{ email: string; nickname: string }>('sign-up/passkey'),
  passkeyAuthenticateOptions: get('passkey/generate-authenticate-options'),
  passkeyRegisterOptions: get('passkey/generate-register-options'),
  verifyPasskeyAuthentication: post<{ response: unknown }>('passkey/verify-authentication'),
  verifyPasskeyRegistration: post<{ response: unknown; name: string; createSession?: boolean }>(
    'passkey/verify-registration',
  ),
  listPasskeys: get('passkey/list-user-passkeys'),
  deletePasskey: post<{ id: string }>('passkey/delete-passkey'),
  /**
   * `GET /api/auth-config`, a route Hono types, named here so that the sign-in screen does not
   * load the typed client (which loads with the signed-in app).
   */
  authConfig: () => send('/api/auth-config', 'GET'),
}
