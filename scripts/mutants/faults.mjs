// The faults `npm run test:mutants` plants in the product, one at a time (docs/testing-mutants.md).
//
// Each is a bug a person would notice, made by one exact search-and-replace in one source file:
// `search` must occur exactly once in `file`, or the fault fails to apply (and the run fails),
// so a fault never silently stops being planted when the code around it changes. `tests` are
// the test files, from the repository's root, that `npm test` runs and that must turn red; they
// are run with Vitest in their own workspace, so keep them to the few that matter.

/** @typedef {{ name: string, file: string, search: string, replace: string, tests: string[] }} Fault */

/** @type {Fault[]} */
export const faults = [
  // The ten the move from journeys to the fast levels must keep proving.
  {
    name: 'an honored check-in earns 5 XP, not 10',
    file: 'packages/core/src/gamification/levels.ts',
    search: 'export const CHECK_IN_XP_HONORED = 10',
    replace: 'export const CHECK_IN_XP_HONORED = 5',
    tests: ['packages/core/src/gamification/levels.test.ts'],
  },
  {
    name: 'a deletion is ignored on pull',
    file: 'apps/web/src/features/sync/lib/record-apply.ts',
    search: "else if (content.kind === 'deleted') deletedEntries.push(content.deleted)",
    replace: "else if (content.kind === 'deleted') continue",
    tests: ['apps/web/src/features/sync/lib/record-sync.test.ts'],
  },
  {
    name: 'Undo does nothing',
    file: 'apps/web/src/stores/records/entry-changes.ts',
    search: 'if (entries.has(entry.id)) return { change: null }',
    replace: 'if (entries) return { change: null }',
    tests: ['apps/web/src/stores/records/entry-changes.test.ts'],
  },
  {
    name: 'the lock leaves the journal readable',
    file: 'apps/web/src/stores/records/database/sealed.ts',
    search: 'if (isSealed(record)) return record',
    replace: 'if (record) return record',
    tests: ['apps/web/src/stores/records/database/sealed.test.ts'],
  },
  {
    name: "an outcome's verdict is ignored in calibration",
    file: 'packages/core/src/gut/gut-verdict.ts',
    search: 'own: entry.ownVerdict ?? null,',
    replace: 'own: null,',
    tests: ['packages/core/src/gut/gut-by-strength.test.ts'],
  },
  {
    name: 'the access code accepts anything',
    file: 'apps/server/src/modules/access-code/routes.ts',
    search: "if (!timingSafeEqual(digest(c.req.valid('json').code), expected)) {",
    replace:
      "if (!timingSafeEqual(digest(c.req.valid('json').code), digest(c.req.valid('json').code))) {",
    tests: ['apps/server/src/modules/access-code/access-code.test.ts'],
  },
  {
    name: 'a 401 is answered 200',
    file: 'apps/server/src/modules/auth/session-guard.ts',
    search: 'if (!signedIn) throw unauthorized()',
    replace: 'if (!signedIn) return c.body(null, 200)',
    tests: ['apps/server/src/modules/auth/session.test.ts'],
  },
  {
    name: 'the streak does not reset after a missed day',
    file: 'packages/core/src/gamification/streak.ts',
    search: '\n  return { shown: 0, afterCheckIn: { currentStreak: 1, lastCheckInDate: today } }',
    replace:
      '\n  return { shown: currentStreak, afterCheckIn: { currentStreak: currentStreak + 1, lastCheckInDate: today } }',
    tests: ['packages/core/src/gamification/streak.test.ts'],
  },
  {
    name: "the calendar drops a day's check-ins",
    file: 'packages/core/src/journal/calendar.ts',
    search: 'for (let date = 1; date <= length; date++) {',
    replace: 'for (let date = 1; date < length; date++) {',
    tests: ['packages/core/src/journal/calendar.test.ts'],
  },
  {
    name: 'an import reports success for a refused write',
    file: 'apps/web/src/features/your-data/lib/import-journal.ts',
    search: 'if (!write.ok) {',
    replace: 'if (!write) {',
    tests: ['apps/web/src/features/your-data/components/journal-file-rows.test.tsx'],
  },

  // Across the product.
  {
    name: 'a level is reached one XP late',
    file: 'packages/core/src/gamification/levels.ts',
    search: 'while (totalXP >= levelThreshold(level + 1)) level += 1',
    replace: 'while (totalXP > levelThreshold(level + 1)) level += 1',
    tests: ['packages/core/src/gamification/levels.test.ts'],
  },
  {
    name: 'Trust Builder unlocks at the fourth honored check-in',
    file: 'packages/core/src/gamification/achievements.ts',
    search: "measure: 'honored',\n    target: 5,",
    replace: "measure: 'honored',\n    target: 4,",
    tests: ['packages/core/src/gamification/achievements.test.ts'],
  },
  {
    name: 'the trust score counts unanswered check-ins as ignored',
    file: 'packages/core/src/insights/trust.ts',
    search: 'Math.round((honored / answered.length) * 100)',
    replace: 'Math.round((honored / entries.length) * 100)',
    tests: ['packages/core/src/insights/trust.test.ts'],
  },
  {
    name: "the 'say no and honor it' mission is done by a 'no' ignored",
    file: 'packages/core/src/gamification/mission-progress.ts',
    search: "return todays.some((entry) => entry.gutFeeling === 'no' && isHonored(entry))",
    replace: "return todays.some((entry) => entry.gutFeeling === 'no')",
    tests: ['packages/core/src/gamification/mission-progress.test.ts'],
  },
  {
    name: "'Follow your gut once' is done without its outcome",
    file: 'packages/core/src/gamification/mission-progress.ts',
    search: '          isHonored(entry) &&\n          loggedToday(entry, day),',
    replace: '          isHonored(entry),',
    tests: ['packages/core/src/gamification/mission-acts.test.ts'],
  },
  {
    name: "an outcome answered 'Hard to say' counts by its words",
    file: 'packages/core/src/gut/gut-verdict.ts',
    search: "if (own === null) return { valence: 'unknown', verdict: null }",
    replace: "if (own === null && reading === null) return { valence: 'unknown', verdict: null }",
    tests: ['packages/core/src/gut/outcome-count.test.ts'],
  },
  {
    name: 'a nickname of 40 emoji is refused (counted in UTF-16 units)',
    file: 'packages/core/src/account/nickname-schema.ts',
    search: 'Array.from(value).length <= NICKNAME_MAX',
    replace: 'value.length <= NICKNAME_MAX',
    tests: ['apps/server/src/modules/auth/sign-up.test.ts'],
  },
  {
    name: 'a five-character password is accepted',
    file: 'packages/core/src/account/user-rules.ts',
    search: 'export const PASSWORD_MIN = 6',
    replace: 'export const PASSWORD_MIN = 5',
    tests: ['apps/server/src/modules/auth/sign-up.test.ts'],
  },
  {
    name: "the backup's passphrase ignores case and spaces (a wrong one opens it)",
    file: 'packages/core/src/backup/backup-crypto.ts',
    search: "utf8Bytes(passphrase.normalize('NFC')),",
    replace: "utf8Bytes(passphrase.normalize('NFC').trim().toLowerCase()),",
    tests: ['packages/core/src/backup/backup-crypto.test.ts'],
  },
  {
    name: 'the rate limit does not count tries',
    file: 'apps/server/src/lib/limits/attempt-limiter.ts',
    search: 'await tx.insert(rateLimitEvent).values(unique.map((key) => ({ key, at: now })))',
    replace: '',
    tests: ['apps/server/src/modules/access-code/access-code.test.ts'],
  },
  {
    name: "the sync key's PUT takes a stale version (no 409)",
    file: 'apps/server/src/modules/sync/key-queries.ts',
    search: 'if (upload.baseVersion !== currentVersion) {',
    replace: 'if (upload.baseVersion !== null && upload.baseVersion > (currentVersion ?? 0)) {',
    tests: ['apps/server/src/modules/sync/sync-key.test.ts'],
  },
  {
    name: 'a record PUT over a newer version is taken (no conflict)',
    file: 'apps/server/src/modules/sync/record-writes.ts',
    search: 'if ((current?.seq ?? null) !== record.replaces) {',
    replace: 'if (current && record.replaces !== null && record.replaces > current.seq) {',
    tests: ['apps/server/src/modules/sync/sync-records.test.ts'],
  },
  {
    name: 'the coach says a count one higher than it counted',
    file: 'packages/coach/src/stats/claims.ts',
    search: 'return { words: words(k, n), among, hits, k, n, shows }',
    replace: 'return { words: words(Math.min(k + 1, n), n), among, hits, k, n, shows }',
    tests: ['packages/coach/src/judgement-any-journal.test.ts'],
  },
  {
    name: 'a reminder is sent twice (the claim is not checked)',
    file: 'apps/server/src/modules/push/scheduler.ts',
    search:
      'if (!(await claimDelivery(db, row.id, reminder.claimAs, reminder.day, new Date(now)))) return',
    replace: 'await claimDelivery(db, row.id, reminder.claimAs, reminder.day, new Date(now))',
    tests: ['apps/server/src/modules/push/scheduler.test.ts'],
  },
  {
    name: 'an avatar that is not a photo is accepted',
    file: 'apps/server/src/modules/avatar/process-avatar.ts',
    search: 'if (!format || !ACCEPTED.has(format)) throw notAnImage()',
    replace: 'if (!format) throw notAnImage()',
    tests: ['apps/server/src/modules/avatar/avatar.test.ts'],
  },
  {
    name: 'a tracked decision comes back a day early',
    file: 'packages/core/src/follow-up/follow-up.ts',
    search: 'return laterDay(addDays(entry.day, FOLLOW_UP_AFTER_DAYS), entry.askAgainOn)',
    replace: 'return laterDay(addDays(entry.day, FOLLOW_UP_AFTER_DAYS - 1), entry.askAgainOn)',
    tests: ['packages/core/src/follow-up/follow-up.test.ts'],
  },
  {
    name: 'the journal file leaves out the deletion records',
    file: 'packages/core/src/journal/journal-file.ts',
    search: '    deletedEntries: journal.deletedEntries,\n  }',
    replace: '    deletedEntries: [],\n  }',
    tests: ['packages/core/src/journal/journal-file.test.ts'],
  },
  {
    name: 'the server answers malformed JSON with 500',
    file: 'apps/server/src/lib/http/error-answers.ts',
    search: 'const status = err.status as ContentfulStatusCode',
    replace: 'const status = 500 as ContentfulStatusCode',
    tests: ['apps/server/src/modules/backup/backup-refusals.test.ts'],
  },
]
