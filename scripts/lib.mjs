// Small helpers shared by the root scripts (start, dev, test, bench).
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Newest modification time (ms) under the given paths, skipping node_modules and dist. */
export function newestMtime(paths) {
  let newest = 0
  const visit = (p) => {
    let stat
    try {
      stat = statSync(p)
    } catch {
      return
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(p)) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue
        visit(path.join(p, name))
      }
    } else if (stat.mtimeMs > newest) {
      newest = stat.mtimeMs
    }
  }
  paths.forEach((p) => visit(path.resolve(root, p)))
  return newest
}

/** The workspaces (folders, as the root package.json lists them) with a typecheck script. */
export function typecheckedWorkspaces() {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  return workspaces.filter((folder) => {
    const pkg = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'))
    return Boolean(pkg.scripts?.typecheck)
  })
}

export function mtime(p) {
  try {
    return statSync(path.resolve(root, p)).mtimeMs
  } catch {
    return 0
  }
}

/** Runs a command in the repository root, inheriting stdio; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}
