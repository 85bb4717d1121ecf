/**
 * What the transcription endpoint receives: Opus recordings as they are (the server decodes
 * WebM and Ogg), anything else (Safari's AAC in MP4) decoded here by the browser and sent as
 * 16 kHz mono WAV. Both as base64, as the spec's client sends them.
 */
const RATE = 16_000

export async function recordingToBase64(blob: Blob, mimeType: string): Promise<string> {
  const bytes = /opus|webm|ogg/.test(mimeType)
    ? new Uint8Array(await blob.arrayBuffer())
    : await toWav16k(await blob.arrayBuffer())
  return toBase64(bytes)
}

async function toWav16k(data: ArrayBuffer): Promise<Uint8Array> {
  const decoded = await new AudioContext().decodeAudioData(data)
  const offline = new OfflineAudioContext(1, Math.ceil(decoded.duration * RATE), RATE)
  const source = offline.createBufferSource()
  source.buffer = decoded
  source.connect(offline.destination)
  source.start()
  const samples = (await offline.startRendering()).getChannelData(0)
  const out = new Uint8Array(44 + samples.length * 2)
  const view = new DataView(out.buffer)
  const text = (at: number, s: string) =>
    [...s].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)))
  text(0, 'RIFF')
  view.setUint32(4, 36 + samples.length * 2, true)
  text(8, 'WAVEfmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true)
  view.setUint16(22, 1, true)
  view.setUint32(24, RATE, true)
  view.setUint32(28, RATE * 2, true)
  view.setUint16(32, 2, true)
  view.setUint16(34, 16, true)
  text(36, 'data')
  view.setUint32(40, samples.length * 2, true)
  samples.forEach((s, i) => view.setInt16(44 + i * 2, Math.max(-1, Math.min(1, s)) * 0x7fff, true))
  return out
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return btoa(binary)
}
