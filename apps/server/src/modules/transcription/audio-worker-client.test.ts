import { describe, expect, it } from 'vitest'
import { loadEnv } from '../../env'
import { createAudioWorker } from './audio-worker-client'

// Debian's pocketsphinx, where the server finds it by default (`npm test` installs it).
const { POCKETSPHINX_LIBRARY: library, POCKETSPHINX_MODEL_DIR: modelDir } = loadEnv({
  NODE_ENV: 'test',
})

describe('the audio worker', () => {
  // Stopped while koffi was inside the library's load, the thread took the whole process down
  // (Node aborted: `Error::ThrowAsJavaScriptException napi_throw`), and the health check said
  // transcription was unavailable. Closed at once, it now stops once the model has loaded.
  it('stops only once its recogniser has loaded, however soon it is closed', async () => {
    const worker = createAudioWorker({ pocketsphinx: { library, modelDir }, maxSeconds: 65 })
    const loaded = worker.status()
    await worker.close()
    expect(await loaded).toEqual({ state: 'ok' })
  })
})
