/** The messages (msgid) of a PO catalog whose msgstr is empty. */
export function untranslated(po: string): string[]
/** Each translated message of a PO catalog: its msgid and its msgstr. */
export function translations(po: string): Map<string, string>
