// Bundles the server into dist/index.mjs. npm packages stay external (installed in
// node_modules); the workspace's own TypeScript packages (@hara/*) are bundled in.
// `node build.mjs <folder>` bundles into another folder under dist instead: the server suite
// builds its own there (src/test/global-server-bundle.ts), so it never races another run.
// Then the migrated embedded database a new data folder starts from (src/db/embedded-seed.ts)
// is put beside the bundle, as `pglite-seed`.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { build } from 'esbuild'

const outdir = process.argv[2] ?? 'dist'
if (!outdir.startsWith('dist'))
  throw new Error(`build into dist or a folder under it, not ${outdir}`)

await build({
  // The audio worker is its own file: worker threads start from a module of their own.
  entryPoints: {
    index: 'src/index.ts',
    'audio-worker': 'src/modules/transcription/audio-worker.ts',
    'make-seed': 'src/db/make-seed.ts',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@hara/') ? undefined : { path: args.path, external: true },
        )
      },
    },
  ],
})

execFileSync(process.execPath, [path.join(outdir, 'make-seed.mjs')], { stdio: 'inherit' })
