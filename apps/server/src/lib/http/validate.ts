import { validator } from 'hono/validator'
import { z } from 'zod'
import { HttpError } from './errors'

/**
 * Validates a JSON body with a zod schema (classic, or zod/mini as the core's are). Malformed JSON and a wrong shape both answer
 * 400 `{ error: { code, message } }`; the handler gets the parsed, typed value. A typed client
 * sends the schema's input (what a client writes: fields with a default may be left out).
 */
export function jsonBody<T extends z.core.$ZodType>(schema: T) {
  return validator('json', (value: z.input<T>) => {
    const parsed = z.safeParse(schema, value)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
      throw new HttpError(
        400,
        'invalid_body',
        `${where}${issue?.message ?? 'Invalid request body.'}`,
      )
    }
    return parsed.data as z.output<T>
  })
}
