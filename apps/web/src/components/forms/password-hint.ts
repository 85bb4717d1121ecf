import { PASSWORD_RECOMMENDED } from '@hara/core'

/** The hint under password fields in sign-up and reset. */
export const PASSWORD_HINT = `${PASSWORD_RECOMMENDED}+ characters recommended`
