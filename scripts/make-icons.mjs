// Renders every icon Hara installs with (the manifest's and the Apple touch icon) from one
// source, apps/web/public/favicon.svg. Run once after changing the SVG;
// the PNGs are committed so a build needs no image tooling.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

const require = createRequire(new URL('../apps/server/package.json', import.meta.url))
const sharp = require('sharp')
const svg = await readFile(new URL('../apps/web/public/favicon.svg', import.meta.url))
const out = (name) => new URL(`../apps/web/public/icons/${name}`, import.meta.url).pathname

await sharp(svg, { density: 300 }).resize(192, 192).png().toFile(out('icon-192.png'))
await sharp(svg, { density: 300 }).resize(512, 512).png().toFile(out('icon-512.png'))
await sharp(svg, { density: 300 }).resize(180, 180).png().toFile(out('apple-touch-icon.png'))
// Maskable: the orb inside the safe zone on a full-bleed background.
const maskable = Buffer.from(
  svg.toString().replace('rx="112"', 'rx="0"').replace('r="150"', 'r="130"'),
)
await sharp(maskable, { density: 300 }).resize(192, 192).png().toFile(out('maskable-192.png'))
await sharp(maskable, { density: 300 }).resize(512, 512).png().toFile(out('maskable-512.png'))
console.log('icons written')
