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
