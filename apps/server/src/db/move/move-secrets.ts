/**
 * The secrets the embedded database's server kept in DATA_DIR (ADR 0009, 0025), carried into
 * PostgreSQL's `server_secret`, where every process on it finds them: the sessions people
 * have stay valid, and the push subscriptions, made with the server's VAPID public key, keep
 * working. A secret the environment sets stays in the environment.
 */
import { fileSecretStore } from '../../secrets/file-store'
import { damaged, type SecretSpec, type SecretStore } from '../../secrets/generate-once'
import type { Env } from '../../env'
import { AUTH_SECRET } from '../../modules/auth/session-secret'
import { VAPID_KEY_PAIR } from '../../modules/push/vapid-keys'
import { secretsFromEnv } from '../../secrets/resolve-server-secrets'

export type SecretMoved = {
  label: string
  /** `environment`: set there, nothing to move; `none`: never generated, the server will. */
  outcome: 'moved' | 'environment' | 'none'
}

export async function moveSecrets(env: Env, target: SecretStore): Promise<SecretMoved[]> {
  const fromEnv = secretsFromEnv(env)
  const files = fileSecretStore(env.dataDir)
  const move = async (spec: SecretSpec<unknown>, setInEnv: boolean): Promise<SecretMoved> => {
    if (setInEnv) return { label: spec.label, outcome: 'environment' }
    const text = await files.read(spec)
    if (text === undefined) return { label: spec.label, outcome: 'none' }
    if (spec.parse(text) === undefined) {
      throw damaged(spec, files)
    }
    if ((await target.keep(spec, text)) !== text) {
      throw new Error(`PostgreSQL already keeps another ${spec.label}`)
    }
    return { label: spec.label, outcome: 'moved' }
  }
  return [
    await move(AUTH_SECRET, Boolean(fromEnv.authSecret)),
    await move(VAPID_KEY_PAIR as SecretSpec<unknown>, Boolean(fromEnv.vapid)),
  ]
}
