import { z } from 'zod/mini'
import { lazySchema } from '../parsing/lazy-schema'
import { calendarDaySchema } from '../time/calendar-day'
import { MAX_REPORTED_WAITING } from './follow-up'

/**
 * What the server accepts of a device's report for the outcome reminder (see
 * `FollowUpReport`). A module of its own: the phone builds reports but never parses one, so it
 * does not carry this schema.
 */

const WAITING_MESSAGE = `waiting must be a whole number from 0 to ${MAX_REPORTED_WAITING}.`

/**
 * The report as the server accepts it: a count within bounds, and a due day exactly when
 * something waits.
 */
export const followUpReportSchema = lazySchema(() =>
  z
    .object({
      waiting: z
        .number({ error: WAITING_MESSAGE })
        .check(
          z.int({ error: WAITING_MESSAGE }),
          z.minimum(0, { error: WAITING_MESSAGE }),
          z.maximum(MAX_REPORTED_WAITING, { error: WAITING_MESSAGE }),
        ),
      dueOn: z.nullable(calendarDaySchema),
    })
    .check(
      z.refine((report) => (report.waiting === 0) === (report.dueOn === null), {
        error:
          'dueOn is the day the oldest waiting decision becomes due: a day when waiting > 0, null when 0.',
        path: ['dueOn'],
      }),
    ),
)
