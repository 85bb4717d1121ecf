/**
 * What Hara checks around better-auth's passkey endpoints:
 *
 * - a ceremony's answer is an object with a credential id, and a passkey's name is a name
 *   (the plugin takes any JSON, which reached the database or its verifier as a 500);
 * - a credential already registered (to this account or another) is refused before the
 *   plugin tries to store it a second time;
 * - the last way into an account is never removed: a passkey goes only while the account
 *   keeps another passkey, a password or Google.
 */
import { APIError, getSessionFromCtx } from 'better-auth/api'
import type { GenericEndpointContext } from 'better-auth'

/** A passkey's name, as a person would type it. */
export const PASSKEY_NAME_MAX = 60
/** Credential ids are at most 1,023 bytes, so about 1,364 characters of base64url. */
const CREDENTIAL_ID_MAX = 1400

export const LAST_SIGN_IN_METHOD =
  'This passkey is the only way into your account. Add another passkey before you remove it.'

const badRequest = (code: string, message: string) => new APIError('BAD_REQUEST', { code, message })

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function checkName(name: unknown, required: boolean) {
  if (name === undefined && !required) return
  if (typeof name !== 'string' || !name.trim() || Array.from(name).length > PASSKEY_NAME_MAX) {
    throw badRequest(
      'invalid_passkey_name',
      `Give the passkey a name of up to ${PASSKEY_NAME_MAX} characters.`,
    )
  }
}

/** The credential id of a ceremony's answer, or a 400. */
function credentialIdOf(body: Record<string, unknown>): string {
  const response = body.response
  if (
    !isRecord(response) ||
    typeof response.id !== 'string' ||
    !response.id ||
    response.id.length > CREDENTIAL_ID_MAX ||
    !isRecord(response.response)
  ) {
    throw badRequest('invalid_passkey_response', "This passkey's answer could not be read.")
  }
  return response.id
}

export async function passkeyGuard(ctx: GenericEndpointContext, body: Record<string, unknown>) {
  const adapter = ctx.context.adapter
  switch (ctx.path) {
    case '/passkey/verify-authentication':
      credentialIdOf(body)
      return
    case '/passkey/verify-registration': {
      const credentialID = credentialIdOf(body)
      checkName(body.name, false)
      const known = await adapter.findOne({
        model: 'passkey',
        where: [{ field: 'credentialID', value: credentialID }],
      })
      if (known) throw badRequest('PREVIOUSLY_REGISTERED', 'This passkey is already registered.')
      return
    }
    case '/passkey/update-passkey':
      checkName(body.name, true)
      return
    case '/passkey/delete-passkey': {
      if (typeof body.id !== 'string') return
      const session = await getSessionFromCtx(ctx)
      // Without a session, or for someone else's passkey, the plugin's own checks refuse.
      if (!session) return
      const userId = session.user.id
      const target = await adapter.findOne<{ userId: string }>({
        model: 'passkey',
        where: [{ field: 'id', value: body.id }],
      })
      if (!target || target.userId !== userId) return
      const passkeys = await adapter.count({
        model: 'passkey',
        where: [{ field: 'userId', value: userId }],
      })
      const accounts = await adapter.count({
        model: 'account',
        where: [{ field: 'userId', value: userId }],
      })
      if (passkeys <= 1 && accounts === 0) {
        throw badRequest('last_sign_in_method', LAST_SIGN_IN_METHOD)
      }
      return
    }
  }
}

/**
 * The plugin answers 500 when the verifier refuses a registration (an attestation that does not
 * parse, a wrong challenge or origin): the client's answer is at fault, so routes.ts answers
 * 400 instead. The plugin has logged the cause.
 */
export async function registrationRefused(path: string, res: Response): Promise<Response> {
  if (path !== '/api/auth/passkey/verify-registration' || res.status !== 500) return res
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null
  if (body?.code !== 'FAILED_TO_VERIFY_REGISTRATION') return res
  return Response.json(
    { code: body.code, message: 'This passkey could not be registered.' },
    { status: 400, headers: res.headers },
  )
}
