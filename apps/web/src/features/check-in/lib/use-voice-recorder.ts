import { useEffect, useRef, useState } from 'react'

/** A recording stops by itself after 60 s. */
export const MAX_RECORDING_MS = 60_000

/** Opus first (what the server decodes as is); Safari records AAC in MP4. */
const MIME_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm', 'audio/mp4']

export type Recording = { blob: Blob; mimeType: string }

/**
 * Why the microphone could not be opened: the person (or the browser's settings) refused it,
 * the phone has no microphone, or one is there but cannot be used now (another app holds it).
 */
export type MicrophoneProblem = 'denied' | 'no-microphone' | 'unavailable'

/** What `getUserMedia`'s failure says about the microphone. */
export function microphoneProblemOf(error: unknown): MicrophoneProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied'
  if (
    name === 'NotFoundError' ||
    name === 'OverconstrainedError' ||
    name === 'DevicesNotFoundError'
  )
    return 'no-microphone'
  return 'unavailable'
}

export type RecorderView = {
  status: 'starting' | 'recording' | 'stopping'
  elapsedMs: number
  /** The input level, 0 to 1, for the orb. */
  level: number
}

/**
 * Records from the microphone as soon as it mounts: MediaRecorder for the audio, an
 * AnalyserNode for the live level, a timer, and a stop at 60 s. Whatever ends it (stop, an
 * error, or the screen going away), the microphone's tracks are stopped, so the browser's
 * recording indicator goes off. A microphone that cannot be opened is `onNoMicrophone`'s, with
 * why; a recorder that fails once the microphone is open is `onFailed`'s.
 */
export function useVoiceRecorder({
  onRecorded,
  onFailed,
  onNoMicrophone,
}: {
  onRecorded: (recording: Recording) => void
  onFailed: () => void
  onNoMicrophone: (problem: MicrophoneProblem) => void
}) {
  const [view, setView] = useState<RecorderView>({ status: 'starting', elapsedMs: 0, level: 0 })
  const recorder = useRef<MediaRecorder | null>(null)
  const callbacks = useRef({ onRecorded, onFailed, onNoMicrophone })
  useEffect(() => {
    callbacks.current = { onRecorded, onFailed, onNoMicrophone }
  })

  useEffect(() => {
    let cancelled = false
    let stream: MediaStream | null = null
    let context: AudioContext | null = null
    let frame = 0
    let timer = 0
    const chunks: Blob[] = []

    const release = () => {
      cancelAnimationFrame(frame)
      window.clearInterval(timer)
      stream?.getTracks().forEach((track) => track.stop())
      void context?.close().catch(() => {})
      context = null
    }

    const start = async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('', 'NotFoundError')
        stream = await navigator.mediaDevices.getUserMedia({ audio: true })
      } catch (error) {
        if (!cancelled) callbacks.current.onNoMicrophone(microphoneProblemOf(error))
        return
      }
      try {
        if (cancelled) return release()
        const mimeType = MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type))
        const media = new MediaRecorder(stream, { mimeType, audioBitsPerSecond: 32_000 })
        recorder.current = media
        media.ondataavailable = (event) => {
          if (event.data.size > 0) chunks.push(event.data)
        }
        media.onstop = () => {
          release()
          if (cancelled) return
          const type = media.mimeType || mimeType || 'audio/webm'
          callbacks.current.onRecorded({ blob: new Blob(chunks, { type }), mimeType: type })
        }
        media.start(1000)
        const startedAt = performance.now()
        timer = window.setInterval(() => {
          const elapsedMs = performance.now() - startedAt
          setView((v) => ({ ...v, elapsedMs: Math.min(elapsedMs, MAX_RECORDING_MS) }))
          if (elapsedMs >= MAX_RECORDING_MS && media.state === 'recording') media.stop()
        }, 250)
        setView({ status: 'recording', elapsedMs: 0, level: 0 })
        context = new AudioContext()
        // The level only: a context a browser starts suspended still records through MediaRecorder.
        void context.resume().catch(() => {})
        const analyser = context.createAnalyser()
        analyser.fftSize = 512
        context.createMediaStreamSource(stream).connect(analyser)
        const samples = new Float32Array(analyser.fftSize)
        const measure = () => {
          analyser.getFloatTimeDomainData(samples)
          let sum = 0
          for (const s of samples) sum += s * s
          const level = Math.min(1, Math.sqrt(sum / samples.length) * 4)
          setView((v) => (Math.abs(v.level - level) > 0.02 ? { ...v, level } : v))
          frame = requestAnimationFrame(measure)
        }
        frame = requestAnimationFrame(measure)
      } catch {
        release()
        if (!cancelled) callbacks.current.onFailed()
      }
    }
    void start()

    return () => {
      cancelled = true
      if (recorder.current?.state === 'recording') recorder.current.stop()
      recorder.current = null
      release()
    }
  }, [])

  const stop = () => {
    const media = recorder.current
    if (media?.state !== 'recording') return
    setView((v) => ({ ...v, status: 'stopping' }))
    media.stop()
  }

  return { ...view, stop }
}
