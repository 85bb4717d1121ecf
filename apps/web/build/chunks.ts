/**
 * How the build groups modules into files (fewer, larger chunks). Left alone, the
 * bundler splits what every start needs into a score of small files; one file compresses
 * better than its parts, and each file is one more request on a phone.
 * - `index`, the entry: everything the entry imports statically (`$initial`), React,
 *   the app's router and its query cache (lib/query) with it, and nothing of the signed-in app.
 * - `signed-in`: what a signed-in start runs before Home shows (the journal store but for its
 *   rare and whole-journal parts: the move from localStorage, the repair, and import, export,
 *   backup and 'Clear all data', in `stores/records/whole-journal.ts`, and what record sync
 *   brings in, in `merge-batch.ts` and `merged-records.ts`; the check-in, outcome
 *   and delete in `stores/records/entry-changes.ts`; an edit of a check-in's answers or time in
 *   `entry-edits.ts` and `journal-days.ts`; the long goals and the achievements' board in
 *   `long-goal-board.ts` and `achievement-board.ts`; one check-in by id for the screen that opens
 *   it, in `use-entry.ts`; record sync's change feed, in `sync-feed.ts`; sealing the
 *   journal at rest, in `stores/records/journal-seal.ts`, `database/sealed.ts`,
 *   `database/record-sealing.ts` and `database/recovery-copies.ts`, loaded only with the lock or the move; the
 *   signed-in shell but for the centre button's menu, loaded with its first tap, and Home), with everything they import that the entry does not have: the
 *   core's rules and schemas and zod. src/start/first-screen.js starts it at once on a signed-in
 *   device; the signed-out screens never load it. The core's schema of a session goes with it:
 *   a signed-in start checks the server's session with it (features/auth/api/session.ts).
 * - `home-cards`: Home's three parts whose code loads on demand ("How did it turn out?", the
 *   insights, 'On this day') and what they alone bring (their texts, how long ago a decision
 *   was tracked or an insight's check-in was made, an insight's markdown, the calendar's days),
 *   one file rather than eight requests for a journal that
 *   shows all three (ADR 0085). The Timeline, the check-in's insights and the calendar share it.
 * - `journal-rules`: the core's small rules that several later screens share and a start does not
 *   run (the carried streak, the achievements a change unlocks, an entry's edit stamps, a day's
 *   counts), one file rather than one each: every chunk's name is listed in the entry.
 * - `icons`: the icon library's runtime and every icon that more than one chunk shows, one file
 *   rather than one per icon (each was a file of its own, and its name one more in the entry's
 *   list, which every start downloads). The first later screen that shows one loads them all
 *   (3.2 kB brotli instead of 1.4 kB and its own icons); the service worker precaches it anyway.
 *   The first screens draw their icons themselves (components/ui/home-icons.tsx).
 * - `passphrase-dictionaries`: zxcvbn and its lists (about 190 kB brotli), loaded when the backup
 *   sheet opens and left out of the offline precache (the backup needs the server anyway).
 * Every other screen stays a chunk of its own, loaded when it is first opened; so do Home's
 * outcome sheet, which brings the dialog and is loaded on first use, and its card for an empty
 * phone whose account checked in elsewhere, loaded only for such a phone. `icons` and
 * `journal-rules` take their modules before `home-cards` (a group takes what its modules
 * import too).
 */
const SIGNED_IN_START =
  /packages\/core\/src\/account\/remembered-session\.ts|apps\/web\/src\/(stores\/(?!records\/(whole-journal|merge-batch|merged-records|entry-changes|entry-edits|journal-days|long-goal-board|achievement-board|journal-seal|use-entry|sync-feed|database\/(move|repair|sealed|record-sealing|recovery-copies))\.ts)|app\/(signed-in\.tsx|layout\/(?!check-in-menu)|routes\/home\.tsx|storage-alerts\.tsx|use-[\w-]+\.ts)|features\/home\/(?!components\/(follow-up-(card|scroll|sheet)|use-follow-up-sheet|journal-elsewhere-card|on-this-day-card|home-insight|insight-source)\.tsx?|lib\/days-ago-label\.ts))/

const HOME_CARDS =
  /packages\/core\/src\/reminders\/push-message\.ts$|apps\/web\/src\/(features\/home\/(components\/(follow-up-(card|scroll)|use-follow-up-sheet|on-this-day-card|home-insight|insight-source)|lib\/days-ago-label)|components\/(ui\/insight-text|outcome\/announce-outcome)|lib\/parse-insight-markdown|i18n\/core-texts\/(ago-text|achievement-texts))\.tsx?$/

const JOURNAL_RULES =
  /packages\/core\/src\/(journal\/(carried|entry-stamps|day-reads)|gamification\/achievement-unlocks)\.ts$/

export const PASSPHRASE_DICTIONARIES = 'passphrase-dictionaries'

export const codeSplitting = {
  groups: [
    { name: 'index', tags: ['$initial' as const], priority: 2 },
    { name: 'signed-in', test: SIGNED_IN_START, priority: 1 },
    { name: 'home-cards', test: HOME_CARDS, priority: 0 },
    { name: 'journal-rules', test: JOURNAL_RULES, priority: 1 },
    { name: 'icons', test: /node_modules\/lucide-react\//, minShareCount: 2, priority: 1 },
    {
      name: PASSPHRASE_DICTIONARIES,
      test: /node_modules\/@zxcvbn-ts\/|passphrase-zxcvbn\.ts$/,
      priority: 3,
    },
  ],
}

/**
 * The chunks whose file keeps its name: each screen's (src/app/routes), the signed-in app's,
 * the languages' catalogs, and the two that the service worker's precache leaves out by name
 * (vite.config.ts). Every other chunk is a part several screens share, named by the bundler
 * after its first module ('text-field', 'base64', 'dist'); its file is its hash alone. The
 * entry lists every chunk's file name (the map of a lazy import's dependencies) and the
 * signed-in chunk those of its own lazy imports, and every start downloads them: 0.6 kB
 * (brotli) of names that only a reader of the network log ever saw (ADR 0083). A hash is 7
 * characters rather than the bundler's 8 (the fewest it allows for this many chunks): 42 bits
 * still tell one version of a file from another, and a hash is random to the compressor, so
 * each character of the ~100 names the first screen lists costs its bytes (0.15 kB, brotli).
 */
const NAMED = new Set(['signed-in', PASSPHRASE_DICTIONARIES, '_virtual_pseudo-catalog'])

export function chunkFileNames(chunk: { name: string; facadeModuleId: string | null }): string {
  const named =
    NAMED.has(chunk.name) || /\/src\/(app\/routes|locales)\//.test(chunk.facadeModuleId ?? '')
  return named ? 'assets/[name]-[hash:7].js' : 'assets/[hash:7].js'
}
