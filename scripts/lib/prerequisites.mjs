// What `npm test` needs from the machine besides npm's packages, checked before its first
// stage so that a fresh machine fails in a second rather than after the unit tests. On Debian
// as root the missing packages are installed; anywhere else the check stops with the command
// to run. The decision (which packages, which command) is pure and tested on plain values;
// `machinePlan` and `installPlanned` are the thin part that looks at the machine and runs apt-get.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

/**
 * Each Debian package the tests use, with what shows it is there (a file, a command on the
 * PATH or a shared library), so the check also holds on a machine without dpkg.
 */
export const REQUIREMENTS = [
  {
    pkg: 'chromium',
    why: 'the end-to-end journeys (or set CHROMIUM_PATH)',
    present: (probe) => probe.file(probe.env.CHROMIUM_PATH || '/usr/bin/chromium'),
  },
  {
    pkg: 'chromium-headless-shell',
    why: 'the journeys that need no more than the engine (or set CHROMIUM_HEADLESS_SHELL_PATH)',
    present: (probe) =>
      probe.file(probe.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell'),
  },
  {
    pkg: 'fonts-noto-color-emoji',
    why: 'emoji drawn as a phone draws them (the emoji nickname journey, screenshots)',
    present: (probe) => probe.file('/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf'),
  },
  {
    pkg: 'postgresql',
    why: "the server's tests on PostgreSQL (initdb under /usr/lib/postgresql/*/bin)",
    present: (probe) => probe.postgresBinaries(),
  },
  {
    pkg: 'dbus-daemon',
    why: 'the reminder journey',
    present: (probe) => probe.command('dbus-daemon'),
  },
  {
    pkg: 'pocketsphinx',
    why: 'the speech recogniser',
    present: (probe) => probe.library('libpocketsphinx.so.3'),
  },
  {
    pkg: 'pocketsphinx-en-us',
    why: "the recogniser's English model",
    present: (probe) => probe.file('/usr/share/pocketsphinx/model/en-us'),
  },
  {
    pkg: 'pocketsphinx-testdata',
    why: 'human speech clips with their transcripts',
    present: (probe) => probe.file('/usr/share/pocketsphinx/test/data'),
  },
  {
    pkg: 'festival',
    why: "the voice journeys' fake microphone (text2wave)",
    present: (probe) => probe.command('text2wave'),
  },
  {
    pkg: 'festvox-us-slt-hts',
    why: "festival's natural voice",
    present: (probe) => probe.file('/usr/share/festival/voices/us/cmu_us_slt_arctic_hts'),
  },
]

/** The requirements the probe does not find. */
export function missingRequirements(probe, requirements = REQUIREMENTS) {
  return requirements.filter((requirement) => !requirement.present(probe))
}

/**
 * What to do about the missing requirements: nothing, install them (Debian as root), or stop
 * with the command a person should run.
 * @param {{ missing: { pkg: string, why: string }[], root: boolean, apt: boolean }} machine
 */
export function prerequisitesPlan({ missing, root, apt }) {
  if (missing.length === 0) return { action: 'none' }
  const packages = missing.map((requirement) => requirement.pkg)
  const install = ['apt-get', 'install', '-y', ...packages]
  if (apt && root) {
    return {
      action: 'install',
      packages,
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', ...packages],
      ],
    }
  }
  const list = missing.map((requirement) => `  ${requirement.pkg}: ${requirement.why}`)
  const command = apt
    ? `sudo apt-get update && sudo ${install.join(' ')}`
    : `${install.join(' ')}   (Debian's names; install the same with your system's package manager)`
  return {
    action: 'stop',
    packages,
    message: [
      'npm test needs what this machine lacks:',
      ...list,
      'Install them, then run npm test again:',
      `  ${command}`,
    ].join('\n'),
  }
}

/** The real machine, as the requirements look at it. */
export function machineProbe(env = process.env) {
  const onPath = (name) =>
    (env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, name)))
  let libraries
  return {
    env,
    file: (p) => existsSync(p),
    command: onPath,
    library(name) {
      libraries ??= spawnSync('ldconfig', ['-p'], {
        encoding: 'utf8',
        env: { ...env, PATH: `${env.PATH ?? ''}:/sbin:/usr/sbin` },
      }).stdout
      return Boolean(libraries?.includes(name))
    },
    postgresBinaries() {
      const base = '/usr/lib/postgresql'
      if (!existsSync(base)) return false
      return readdirSync(base).some((version) => existsSync(path.join(base, version, 'bin/initdb')))
    },
  }
}

/** What to do about this machine: nothing, install (Debian as root), or stop (`prerequisitesPlan`). */
export function machinePlan(env = process.env) {
  return prerequisitesPlan({
    missing: missingRequirements(machineProbe(env)),
    root: process.getuid?.() === 0,
    apt: machineProbe(env).command('apt-get'),
  })
}

/**
 * Runs an install plan's commands (apt-get), then checks the machine again; resolves whether
 * every requirement is there. Asynchronous, so that work needing none of them can run beside it.
 */
export async function installPlanned(plan, { log = console.log, env = process.env } = {}) {
  log(`installing ${plan.packages.join(' ')}`)
  for (const [command, ...args] of plan.commands) {
    const status = await new Promise((resolve) => {
      const child = spawn(command, args, {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
      })
      child.on('error', () => resolve(-1))
      child.on('close', (code) => resolve(code ?? 1))
    })
    if (status !== 0) {
      console.error(`${[command, ...args].join(' ')} failed (exit ${status})`)
      return false
    }
  }
  const still = missingRequirements(machineProbe(env))
  if (still.length === 0) return true
  console.error(`still missing after apt-get: ${still.map((r) => r.pkg).join(' ')}`)
  return false
}
