/**
 * Saves `text` (one string, or the file's parts in order) as a file named `name` through the
 * browser's download (no server involved).
 */
export function downloadFile(name: string, text: string | readonly string[], type: string): void {
  const url = URL.createObjectURL(new Blob(typeof text === 'string' ? [text] : [...text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser time to start the download before the address goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
