// `node --test scripts/lib/*.test.mjs` (part of `npm test`'s unit stage).
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { missingRequirements, prerequisitesPlan, REQUIREMENTS } from './prerequisites.mjs'

/** A machine that has exactly the given files, commands and libraries. */
function probe({ files = [], commands = [], libraries = [], postgres = false, env = {} } = {}) {
  return {
    env,
    file: (p) => files.includes(p),
    command: (name) => commands.includes(name),
    library: (name) => libraries.includes(name),
    postgresBinaries: () => postgres,
  }
}

const everything = probe({
  files: [
    '/usr/bin/chromium',
    '/usr/bin/chromium-headless-shell',
    '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf',
    '/usr/share/pocketsphinx/model/en-us',
    '/usr/share/pocketsphinx/test/data',
    '/usr/share/festival/voices/us/cmu_us_slt_arctic_hts',
  ],
  commands: ['dbus-daemon', 'text2wave'],
  libraries: ['libpocketsphinx.so.3'],
  postgres: true,
})

const pkgs = (requirements) => requirements.map((requirement) => requirement.pkg)

describe('which packages are missing', () => {
  it('none on a machine that has everything', () => {
    assert.deepEqual(missingRequirements(everything), [])
  })

  it('all of them on a fresh machine, in a stable order', () => {
    assert.deepEqual(pkgs(missingRequirements(probe())), [
      'chromium',
      'chromium-headless-shell',
      'fonts-noto-color-emoji',
      'postgresql',
      'dbus-daemon',
      'pocketsphinx',
      'pocketsphinx-en-us',
      'pocketsphinx-testdata',
      'festival',
      'festvox-us-slt-hts',
    ])
  })

  it('finds Chromium where CHROMIUM_PATH points instead of /usr/bin/chromium', () => {
    const elsewhere = probe({
      files: ['/opt/chromium/chrome'],
      env: { CHROMIUM_PATH: '/opt/chromium/chrome' },
    })
    assert.ok(!pkgs(missingRequirements(elsewhere)).includes('chromium'))
    const wrong = probe({ files: ['/usr/bin/chromium'], env: { CHROMIUM_PATH: '/nowhere' } })
    assert.ok(pkgs(missingRequirements(wrong)).includes('chromium'))
  })

  it('finds the headless shell where CHROMIUM_HEADLESS_SHELL_PATH points', () => {
    const elsewhere = probe({
      files: ['/opt/chromium/headless-shell'],
      env: { CHROMIUM_HEADLESS_SHELL_PATH: '/opt/chromium/headless-shell' },
    })
    assert.ok(!pkgs(missingRequirements(elsewhere)).includes('chromium-headless-shell'))
  })

  it('names each package once', () => {
    assert.equal(new Set(pkgs(REQUIREMENTS)).size, REQUIREMENTS.length)
  })
})

describe('what to do about them', () => {
  const missing = missingRequirements(
    probe({
      files: [
        '/usr/bin/chromium',
        '/usr/bin/chromium-headless-shell',
        '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf',
      ],
      commands: ['dbus-daemon', 'text2wave'],
      postgres: true,
    }),
  )

  it('nothing when nothing is missing', () => {
    assert.deepEqual(prerequisitesPlan({ missing: [], root: false, apt: false }), {
      action: 'none',
    })
  })

  it('installs them quietly with apt-get on Debian as root', () => {
    const plan = prerequisitesPlan({ missing, root: true, apt: true })
    assert.equal(plan.action, 'install')
    assert.deepEqual(plan.commands, [
      ['apt-get', 'update', '-qq'],
      [
        'apt-get',
        'install',
        '-y',
        '-qq',
        'pocketsphinx',
        'pocketsphinx-en-us',
        'pocketsphinx-testdata',
        'festvox-us-slt-hts',
      ],
    ])
  })

  it('stops with the sudo command on Debian without root', () => {
    const plan = prerequisitesPlan({ missing, root: false, apt: true })
    assert.equal(plan.action, 'stop')
    assert.match(
      plan.message,
      /sudo apt-get update && sudo apt-get install -y pocketsphinx pocketsphinx-en-us pocketsphinx-testdata festvox-us-slt-hts$/m,
    )
    assert.match(plan.message, /festvox-us-slt-hts: festival's natural voice/)
  })

  it("stops with Debian's package names where there is no apt-get, even as root", () => {
    const plan = prerequisitesPlan({ missing, root: true, apt: false })
    assert.equal(plan.action, 'stop')
    assert.match(plan.message, /apt-get install -y pocketsphinx .*Debian's names/)
    assert.doesNotMatch(plan.message, /sudo/)
  })
})
