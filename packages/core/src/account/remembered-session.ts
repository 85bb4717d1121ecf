import { z } from 'zod/mini'
import { lazySchema } from '../parsing/lazy-schema'

/**
 * The last session a device saw, as the web app keeps it so that the journal opens without the
 * server (never its token): the user, and the session's id and expiry. Read back, a value of
 * another shape (older, edited, corrupt) is no session.
 */
export const rememberedSessionSchema = lazySchema(() =>
  z.object({
    user: z.object({
      id: z.string().check(z.minLength(1)),
      email: z.string(),
      name: z.string(),
      image: z.optional(z.nullable(z.string())),
      createdAt: z.string(),
    }),
    session: z.object({
      id: z.string(),
      expiresAt: z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)))),
      userId: z.string(),
    }),
  }),
)

export type RememberedSession = z.infer<typeof rememberedSessionSchema>
