import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OwnVerdict } from '@hara/core'

/** The person's own verdict on an outcome (the core's `OwnVerdict`), as a check-in shows it. */
const VERDICT_TEXTS: Record<OwnVerdict, MessageDescriptor> = {
  right: msg`Your gut was right`,
  wrong: msg`Your gut was wrong`,
  'hard-to-say': msg`Hard to say`,
}

/** The person's verdict in the language spoken now. */
export function verdictText(i18n: I18n, verdict: OwnVerdict): string {
  return i18n._(VERDICT_TEXTS[verdict])
}
