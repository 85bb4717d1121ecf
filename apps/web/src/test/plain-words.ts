/**
 * What a screen shows or says in plain (unaccented) letters: its text and the labels a screen
 * reader speaks (aria-label, title, placeholder, alt). In the test language every word Hara
 * writes is accented (ADR 0077), so whatever is left here was never translated. What a person
 * typed (the value of a field, a text area's text included) is theirs and is not looked at.
 */
export function plainWords(root: Element = document.body): string[] {
  const found: string[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? ''
    if (/[A-Za-z]/.test(text) && !node.parentElement?.closest('script,style,textarea'))
      found.push(text)
  }
  for (const element of root.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name)
      if (value && /[A-Za-z]/.test(value)) found.push(`${name}="${value}"`)
    }
  }
  return found
}

/**
 * `plainWords`, less what Intl wrote: dates and names of months and weekdays, which the test
 * language formats in English (ADR 0077). A word left with letters once each of `intl` is taken
 * out of it (spaces alike, the narrow one Intl puts before 'AM' included) was never translated.
 */
export function plainWordsBesides(intl: readonly string[], root?: Element): string[] {
  const even = (text: string) => text.replace(/\s/g, ' ')
  const names = intl.map(even).sort((a, b) => b.length - a.length)
  return plainWords(root).filter((word) => {
    const said = /^[a-z-]+="(.*)"$/s.exec(word)?.[1] ?? word
    const rest = names.reduce((left, name) => left.split(name).join(''), even(said))
    return /[A-Za-z]/.test(rest)
  })
}
