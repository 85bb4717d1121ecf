import { msg } from '@lingui/core/macro'
import { PASSWORD_RECOMMENDED } from '@hara/core'

/** The hint under password fields in sign-up and reset (read with `i18n._`). */
export const PASSWORD_HINT = msg`${PASSWORD_RECOMMENDED}+ characters recommended`
