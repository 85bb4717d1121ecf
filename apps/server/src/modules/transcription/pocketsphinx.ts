/**
 * Debian's pocketsphinx (0.8+5prealpha, `libpocketsphinx.so.3`) called in process through
 * koffi. The acoustic model, language model and dictionary load once (about 1.5 s); each
 * utterance is then decoded in one call. Used only inside the audio worker: decoding blocks.
 */
import koffi, { type LibraryHandle } from 'koffi'

export type Recogniser = { transcribe(pcm: Int16Array): string }

export type PocketsphinxOptions = {
  /** The shared library's name or path. */
  library: string
  /** Folder with `en-us/` (acoustic model), `en-us.lm.bin` and `cmudict-en-us.dict`. */
  modelDir: string
}

export class LibraryMissingError extends Error {}

export function loadPocketsphinx({ library, modelDir }: PocketsphinxOptions): Recogniser {
  let lib: LibraryHandle
  try {
    lib = koffi.load(library)
  } catch (error) {
    throw new LibraryMissingError(error instanceof Error ? error.message : String(error))
  }
  const psArgs = lib.func('void *ps_args(void)')
  // Comes from libsphinxbase, which the library links; dlsym finds it through the handle.
  const cmdLnInit = lib.func('void *cmd_ln_init(void *inout, void *defn, int strict, ...)')
  const psInit = lib.func('void *ps_init(void *config)')
  const startUtt = lib.func('int ps_start_utt(void *ps)')
  const processRaw = lib.func(
    'int ps_process_raw(void *ps, const int16_t *data, size_t n, int no_search, int full_utt)',
  )
  const endUtt = lib.func('int ps_end_utt(void *ps)')
  const getHyp = lib.func('const char *ps_get_hyp(void *ps, _Out_ int32_t *score)')

  const option = (name: string, value: string) => ['str', name, 'str', value]
  const config: unknown = cmdLnInit(
    null,
    psArgs(),
    1,
    ...option('-hmm', `${modelDir}/en-us`),
    ...option('-lm', `${modelDir}/en-us.lm.bin`),
    ...option('-dict', `${modelDir}/cmudict-en-us.dict`),
    // Its log goes nowhere: it would only repeat settings, and never holds audio.
    ...option('-logfn', '/dev/null'),
    'str',
    null,
  )
  if (!config) throw new Error('pocketsphinx refused its configuration')
  const decoder: unknown = psInit(config)
  if (!decoder) throw new Error(`pocketsphinx could not load the model in ${modelDir}`)

  return {
    transcribe(pcm) {
      if (pcm.length === 0) return ''
      if (startUtt(decoder) < 0) throw new Error('pocketsphinx could not start an utterance')
      processRaw(decoder, pcm, pcm.length, 0, 1)
      endUtt(decoder)
      const hyp: unknown = getHyp(decoder, [0])
      return typeof hyp === 'string' ? hyp.trim() : ''
    },
  }
}
