/**
 * What the transcription endpoint receives: Opus recordings as they are (the server decodes
 * WebM and Ogg), anything else (Safari's AAC in MP4) decoded here by the browser and sent as
 * 16 kHz mono WAV. Both as base64, as `POST /functions/v1/transcribe-audio` takes them.
 */
import { bytesToBase64, encodeWav, toInt16 } from '@hara/core'

const RATE = 16_000

export async function recordingToBase64(blob: Blob, mimeType: string): Promise<string> {
  const bytes = /opus|webm|ogg/.test(mimeType)
    ? new Uint8Array(await blob.arrayBuffer())
    : await toWav16k(await blob.arrayBuffer())
  return bytesToBase64(bytes)
}

async function toWav16k(data: ArrayBuffer): Promise<Uint8Array> {
  const decoded = await new AudioContext().decodeAudioData(data)
  const offline = new OfflineAudioContext(1, Math.ceil(decoded.duration * RATE), RATE)
  const source = offline.createBufferSource()
  source.buffer = decoded
  source.connect(offline.destination)
  source.start()
  const samples = (await offline.startRendering()).getChannelData(0)
  return encodeWav(toInt16(samples), RATE)
}
