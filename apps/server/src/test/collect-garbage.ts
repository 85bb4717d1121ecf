import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

/**
 * Runs the garbage collector a few times, letting finalizers run between: what a busy server's
 * memory does to objects nobody holds any more, made to happen now.
 */
export async function collectGarbage(): Promise<void> {
  for (let i = 0; i < 3; i++) {
    gc()
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
