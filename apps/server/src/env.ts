/**
 * The only module that reads `process.env`. Everything else receives a typed `Env`.
 * Defaults make `npm install && npm start` work on a fresh machine (docs/configuration.md lists every setting).
 */
import path from 'node:path'
import { DEFAULT_REMINDER_TIME, reminderTimeSchema } from '@hara/core'
import { isBase64UrlKey } from './lib/encoding/base64url-key'
import { parseTrustProxy } from './lib/client-address/trust-proxy'
import { z } from 'zod'

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

/** The push services of Chrome, Edge, Firefox and Safari (subdomains included). */
const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
]

/** Sized for a 2-core machine with a few GB of memory: 20,000 streams are about 450 MB. */
export const DEFAULT_STREAMS_PER_PROCESS = 20_000
/** The streams and 5,000 more for ordinary requests and health checks. */
export const DEFAULT_CONNECTIONS = 25_000

const VAPID_PUBLIC_MESSAGE = 'must be an uncompressed P-256 public key, base64url (87 characters)'
const VAPID_PRIVATE_MESSAGE = 'must be a P-256 private key, base64url (43 characters)'

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    /** Where PGlite, the mail outbox and local avatars live. Relative paths are resolved from the working directory. */
    DATA_DIR: z.string().trim().min(1).default('./.data'),
    /** Built web app to serve. Defaults to apps/web/dist beside this package. */
    WEB_DIST_DIR: optionalString,
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
        .optional(),
    ),
    BETTER_AUTH_SECRET: optionalString.pipe(z.string().min(32).optional()),
    BETTER_AUTH_URL: optionalString.pipe(z.url().optional()),
    SMTP_URL: optionalString,
    MAIL_FROM: z.string().trim().min(3).default('Hara <hello@hara.local>'),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    ACCESS_CODE: optionalString,
    /** The line under the access code on how to get one (unset: the app's own, in the person's language). */
    ACCESS_CODE_HELP: optionalString,
    /** `off` only for automated test runs, which sign many users up from one address. */
    RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    /**
     * The reverse proxies in front of the server, whose X-Forwarded-For names the client: off
     * (the default: the socket's address is the client's), a hop count, or a comma-separated
     * list of proxy addresses. See lib/client-address/client-address.ts.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('off')
      .transform((value, ctx) => {
        const trust = parseTrustProxy(value)
        if (trust === null) {
          ctx.addIssue({
            code: 'custom',
            message: 'off, a number of proxies (1 to 10), or a comma-separated list of addresses',
          })
          return z.NEVER
        }
        return trust
      }),
    S3_ENDPOINT: optionalString.pipe(z.url().optional()),
    S3_REGION: z.string().trim().min(1).default('auto'),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** Where the bucket's objects are publicly readable, e.g. https://avatars.example.com */
    S3_PUBLIC_URL: optionalString.pipe(z.url().optional()),
    COACH_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
    OPENAI_API_KEY: optionalString,
    /** Any OpenAI-compatible endpoint (OpenAI, Groq, OpenRouter, Ollama, vLLM, llama.cpp). */
    OPENAI_BASE_URL: optionalString.pipe(z.url().optional()),
    COACH_MODEL: optionalString,
    /** How long a model may take before the built-in engine answers instead. */
    COACH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    TRANSCRIBE_PROVIDER: z.enum(['local', 'openai']).default('local'),
    /** For `openai`: the API's base URL (default OpenAI's), its key and the model. */
    TRANSCRIBE_BASE_URL: optionalString.pipe(z.url().optional()),
    TRANSCRIBE_API_KEY: optionalString,
    TRANSCRIBE_MODEL: optionalString,
    /** Web Push (reminders): both keys or neither; neither means a pair generated into DATA_DIR. */
    VAPID_PUBLIC_KEY: optionalString.pipe(
      z
        .string()
        .refine((key) => isBase64UrlKey(key, 65, { first: 4 }), VAPID_PUBLIC_MESSAGE)
        .optional(),
    ),
    VAPID_PRIVATE_KEY: optionalString.pipe(
      z
        .string()
        .refine((key) => isBase64UrlKey(key, 32), VAPID_PRIVATE_MESSAGE)
        .optional(),
    ),
    /** Who push services may contact about our pushes: `mailto:` or `https:`. */
    VAPID_SUBJECT: optionalString.pipe(
      z
        .string()
        .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
        .optional(),
    ),
    /** The reminder time a person starts with; each can change theirs in Settings. */
    REMINDER_TIME: z._default(reminderTimeSchema, DEFAULT_REMINDER_TIME),
    /**
     * Host names (or domains) of the push services that subscriptions may point at, comma
     * separated. The server posts to these addresses, so no other host is accepted.
     */
    PUSH_SERVICE_HOSTS: z
      .string()
      .default(DEFAULT_PUSH_SERVICE_HOSTS.join(','))
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    /** Record sync, per account: the most records and ciphertext bytes kept (ADR 0035). */
    SYNC_MAX_RECORDS: z.coerce.number().int().min(1).default(50_000),
    SYNC_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(64 * 1024 * 1024),
    /** Event streams one account may hold open on one process. */
    SYNC_STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).default(6),
    /**
     * Event streams one process holds (about 22 kB of memory each, ADR 0047), and connections
     * of every kind it accepts; lowered at start to what the file-descriptor limit allows.
     */
    SYNC_STREAMS_PER_PROCESS: z.coerce
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .default(DEFAULT_STREAMS_PER_PROCESS),
    MAX_CONNECTIONS: z.coerce.number().int().min(16).max(1_000_000).default(DEFAULT_CONNECTIONS),
    /** How often a stream sends a comment line, so proxies and phones see it alive. */
    SYNC_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(25),
    /** For `local`: Debian's pocketsphinx library and its US English model. */
    POCKETSPHINX_LIBRARY: z.string().trim().min(1).default('libpocketsphinx.so.3'),
    POCKETSPHINX_MODEL_DIR: z.string().trim().min(1).default('/usr/share/pocketsphinx/model/en-us'),
  })
  .superRefine((env, ctx) => {
    if (env.COACH_PROVIDER === 'openai') {
      if (!env.COACH_MODEL) {
        ctx.addIssue({
          code: 'custom',
          path: ['COACH_MODEL'],
          message: 'required when COACH_PROVIDER=openai (the model id, e.g. gpt-4o-mini)',
        })
      }
      // A self-hosted server (Ollama, llama.cpp) may need no key; OpenAI itself does.
      if (!env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['OPENAI_API_KEY'],
          message:
            'required when COACH_PROVIDER=openai talks to OpenAI (set OPENAI_BASE_URL for another server)',
        })
      }
    }
    if (env.MAX_CONNECTIONS <= env.SYNC_STREAMS_PER_PROCESS) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAX_CONNECTIONS'],
        message: `must be above SYNC_STREAMS_PER_PROCESS (${env.SYNC_STREAMS_PER_PROCESS}), with room for ordinary requests`,
      })
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
      })
    }
    if (
      env.TRANSCRIBE_PROVIDER === 'openai' &&
      !env.TRANSCRIBE_API_KEY &&
      !env.TRANSCRIBE_BASE_URL
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['TRANSCRIBE_API_KEY'],
        message:
          'required when TRANSCRIBE_PROVIDER=openai, unless TRANSCRIBE_BASE_URL names a server that needs none',
      })
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither',
      })
    }
    // Avatars go to S3 only with the whole set; half a configuration is a mistake, not a choice.
    const s3 = [
      'S3_ENDPOINT',
      'S3_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_PUBLIC_URL',
    ] as const
    if (s3.some((key) => env[key])) {
      for (const key of s3.filter((name) => !env[name])) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `required for S3 storage (set ${s3.join(', ')}, or none of them)`,
        })
      }
    }
  })

export type Env = z.infer<typeof envSchema> & {
  /** Absolute form of DATA_DIR. */
  dataDir: string
  /** The public origin of the app, used for auth callbacks and links in mail. */
  publicUrl: string
  /**
   * Origins whose browsers may change state (sign in, save a profile). The public URL; and when
   * none is configured, both local spellings (localhost and 127.0.0.1) of the port.
   */
  trustedOrigins: string[]
}

/** Parses an environment record (defaults to `process.env`); throws a readable error on bad config. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  const dataDir = path.resolve(env.DATA_DIR)
  const publicUrl = (env.BETTER_AUTH_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')
  const trustedOrigins = env.BETTER_AUTH_URL
    ? [new URL(publicUrl).origin]
    : [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`]
  return { ...env, dataDir, publicUrl, trustedOrigins }
}

/**
 * The size of libuv's thread pool (scrypt, WebCrypto and file work run there): Node reads
 * UV_THREADPOOL_SIZE itself at start, so it is a fact of the process, not a setting of Hara's.
 */
export function threadPoolSize(source: Record<string, string | undefined> = process.env): number {
  return Number(source.UV_THREADPOOL_SIZE) || 4
}
