import { commit, read } from './engine'
import type { WriteOutcome } from './storage-problems'

/** The user's settings on this device. */

export function getDailyReminders(): boolean {
  return read(['dailyReminders']).dailyReminders
}

/** Stored as 'true' / 'false' under dailyReminders. */
export function setDailyReminders(enabled: boolean): WriteOutcome {
  return commit(['dailyReminders'], { dailyReminders: enabled })
}

export function getWeeklyInsights(): boolean {
  return read(['weeklyInsights']).weeklyInsights
}

/** Stored as 'true' / 'false' under weeklyInsights. */
export function setWeeklyInsights(enabled: boolean): WriteOutcome {
  return commit(['weeklyInsights'], { weeklyInsights: enabled })
}

export function getReminderTime(): string | null {
  return read(['reminderTime']).reminderTime
}

/** The daily reminder's time (`HH:MM`), kept with the other notification settings. */
export function setReminderTime(time: string): WriteOutcome {
  return commit(['reminderTime'], { reminderTime: time })
}
