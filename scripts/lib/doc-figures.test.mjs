// `node --test scripts/lib/*.test.mjs` (part of `npm test`'s unit stage).
import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'
import { root } from '../lib.mjs'
import {
  markdownTable,
  measuredOn,
  recordFigures,
  replaceBlock,
  wantsFigures,
  writeBlock,
} from './doc-figures.mjs'

const page = [
  '# Quality',
  '',
  'Prose before.',
  '',
  '<!-- figures:bench:bundle start -->',
  '',
  '- `bench:bundle` (2026-11-01): /auth 99.9 kB',
  '',
  '<!-- figures:bench:bundle end -->',
  '',
  '<!-- figures:bench:web start -->',
  'old web figures',
  '<!-- figures:bench:web end -->',
  '',
  'Prose after.',
  '',
].join('\n')

describe('replaceBlock', () => {
  it('replaces only what stands between the named block’s markers', () => {
    const text = replaceBlock(page, 'bench:bundle', '- `bench:bundle`: /auth 98.9 kB\n')
    assert.equal(
      text,
      page.replace(
        '- `bench:bundle` (2026-11-01): /auth 99.9 kB',
        '- `bench:bundle`: /auth 98.9 kB',
      ),
    )
    assert.match(text, /old web figures/)
  })

  it('gives the same page when run twice with the same figures', () => {
    const once = replaceBlock(page, 'bench:web', 'median 54.1 ms')
    assert.equal(replaceBlock(once, 'bench:web', 'median 54.1 ms'), once)
    assert.match(once, /<!-- figures:bench:web start -->\n\nmedian 54\.1 ms\n\n<!-- figures/)
  })

  it('refuses a page without the block, with its ends swapped, or with it twice', () => {
    assert.throws(() => replaceBlock(page, 'bench:server', 'x'), /no block "bench:server"/)
    const swapped = '<!-- figures:a end -->\n<!-- figures:a start -->'
    assert.throws(() => replaceBlock(swapped, 'a', 'x'), /ends before it starts/)
    const twice = `${page}\n<!-- figures:bench:web start -->\n<!-- figures:bench:web end -->`
    assert.throws(() => replaceBlock(twice, 'bench:web', 'x'), /more than once/)
  })
})

describe('measuredOn', () => {
  it('says the day and the load average on how many cores', () => {
    const date = new Date('2026-11-27T23:10:00Z')
    assert.equal(
      measuredOn({ date, load: 3.456, cores: 2 }),
      '2026-11-27, load average 3.46 on 2 cores',
    )
  })
})

describe('wantsFigures', () => {
  it('writes only when asked, by flag or by environment', () => {
    assert.equal(wantsFigures(['node', 'bench.mjs'], {}), false)
    assert.equal(wantsFigures(['node', 'bench.mjs', '--write'], {}), true)
    assert.equal(wantsFigures(['node', 'bench.mjs'], { WRITE_FIGURES: '1' }), true)
  })
})

describe('writeBlock', () => {
  it('writes the figures into the file and leaves the rest of it', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'doc-figures-'))
    const file = path.join(folder, 'quality.md')
    try {
      writeFileSync(file, page)
      writeBlock(file, 'bench:web', 'median 50.0 ms')
      const written = readFileSync(file, 'utf8')
      assert.equal(written, replaceBlock(page, 'bench:web', 'median 50.0 ms'))
      assert.ok(written.startsWith('# Quality\n\nProse before.'))
      assert.ok(written.endsWith('Prose after.\n'))
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})

describe('markdownTable', () => {
  it('pads every column to its widest cell, right-aligned columns to the right', () => {
    const table = markdownTable(
      ['journal', 'found'],
      [
        ['maya', '4 of 4'],
        ['lena', '12 of 12'],
      ],
      [1],
    )
    assert.equal(
      table,
      [
        '| journal |    found |',
        '| ------- | -------: |',
        '| maya    |   4 of 4 |',
        '| lena    | 12 of 12 |',
      ].join('\n'),
    )
  })
})

describe('recordFigures', () => {
  it('writes a bench’s line with the day and the load, only when the run asks', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'doc-figures-'))
    const file = path.join(folder, 'quality.md')
    const when = { date: new Date('2026-11-28T00:00:00Z'), load: 1.5, cores: 2 }
    try {
      writeFileSync(file, page)
      recordFigures('bench:web', 'median 50.0 ms', { file, argv: [], env: {}, ...when })
      assert.equal(readFileSync(file, 'utf8'), page)
      recordFigures('bench:web', 'median 50.0 ms', { file, argv: ['--write'], env: {}, ...when })
      assert.match(
        readFileSync(file, 'utf8'),
        /figures:bench:web start -->\n\n- `bench:web` \(2026-11-28, load average 1\.50 on 2 cores\): median 50\.0 ms\n\n<!--/,
      )
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('finds in the docs a block for every figure a script writes', () => {
    const writers = {
      'docs/quality.md': [
        'scripts/bench-bundle.mjs',
        'scripts/bench-lighthouse.mjs',
        'scripts/bench-server.mjs',
        'scripts/bench-web.mjs',
        'scripts/bench-journal.mjs',
        'scripts/load-streams.mjs',
        'packages/coach/bench/coach-bench.ts',
      ],
      'docs/coach-eval.md': ['packages/coach/eval/cli.ts'],
    }
    for (const [doc, scripts] of Object.entries(writers)) {
      const text = readFileSync(path.join(root, doc), 'utf8')
      for (const script of scripts) {
        const source = readFileSync(path.join(root, script), 'utf8')
        const names = [
          ...source.matchAll(/(?:recordFigures|writeBlock)\(\s*(?:'[^']*',\s*)?'([^']+)'/g),
        ]
        const name = names.map((m) => m[1]).find((n) => n.includes(':'))
        assert.ok(name, `${script} writes no figures`)
        assert.doesNotThrow(() => replaceBlock(text, name, 'x'), `${doc} has no block ${name}`)
      }
    }
  })
})
