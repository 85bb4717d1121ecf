/* global document, window, requestAnimationFrame, getComputedStyle -- inside page.evaluate, in the browser */
// Driving Hara as a person would, for bench:journal: the main navigation, waiting for a screen
// to settle, a real tap's point, Settings, and Import journal with what it paints meanwhile.

/** How long an import may take before it counts as stuck. */
const IMPORT_TIMEOUT_MS = 180_000

export const mainNav = (page) => page.getByRole('navigation', { name: 'Main' })

/** Waits until the page's finite animations have ended and two frames have been painted. */
export async function settle(page) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter(
        (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
      )
    await Promise.all(finite.map((a) => a.finished.catch(() => {})))
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
  })
}

/**
 * No toast on screen, then settled: a measured part starts on a phone doing nothing else. A
 * toast of an earlier step (sonner's, shown for seconds) would otherwise leave, and animate,
 * inside the window.
 */
export async function quiet(page) {
  await page.waitForFunction(() => document.querySelector('[data-sonner-toast]') === null, null, {
    timeout: 30_000,
  })
  await settle(page)
}

/** The middle of `locator`, checked to be what a finger there would touch. */
export async function tapPoint(locator) {
  await locator.waitFor()
  await settle(locator.page())
  const box = await locator.boundingBox()
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  const hit = await locator.evaluate(
    (el, [px, py]) => el.contains(document.elementFromPoint(px, py)),
    [x, y],
  )
  if (!hit) throw new Error('something covers the element to tap')
  return { x, y }
}

export async function openSettings(page) {
  await mainNav(page).getByRole('link', { name: 'Profile' }).click()
  await page
    .getByRole('navigation', { name: 'Profile menu' })
    .getByRole('link', { name: 'Settings' })
    .click()
  await page.getByRole('heading', { name: 'Settings' }).waitFor()
}

/**
 * Imports the journal `file` through Settings → Import journal. Resolves with the time from the file chosen
 * to the painted outcome toast, whether it was 'Journal imported', the toast's words, and what
 * progress the page painted meanwhile. `slowdown` throttles the CPU for the import.
 */
export async function importJournal(page, cdp, file, slowdown = 1) {
  await openSettings(page)
  const input = page.getByLabel('Journal file to import')
  await page.evaluate((timeoutMs) => {
    const liveSelector = '[role="status"], [aria-live="polite"], [aria-live="assertive"]'
    const outcomePattern =
      /Journal imported|can't be imported|storage is full|isn't letting Hara save/
    const visible = (el) => {
      const rect = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      return (
        rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0'
      )
    }
    const liveTexts = () =>
      [...document.querySelectorAll(liveSelector)]
        .filter(visible)
        .map((el) => el.textContent.trim())
        .filter(Boolean)
    const before = new Set(liveTexts())
    window.__benchImport = new Promise((resolve) => {
      let chosenAt = null
      const progress = { progressbar: false, statusTexts: new Set(), rowTexts: new Set() }
      let frames = 0
      let lastFrame = null
      let longestGap = 0
      document.addEventListener(
        'change',
        (event) => {
          if (event.target?.getAttribute?.('aria-label') === 'Journal file to import') {
            chosenAt = event.timeStamp
            lastFrame = performance.now()
          }
        },
        { capture: true, once: true },
      )
      const finish = (outcome) =>
        resolve({
          ...outcome,
          progressbar: progress.progressbar,
          statusTexts: [...progress.statusTexts],
          rowTexts: [...progress.rowTexts],
          frames,
          longestGapMs: longestGap,
        })
      const timer = setTimeout(() => finish({ done: false, text: 'no answer in time' }), timeoutMs)
      // Every frame painted while the import runs: what it shows, and how long the main thread
      // kept the next one waiting.
      const frame = () => {
        const at = performance.now()
        if (chosenAt !== null) {
          frames += 1
          longestGap = Math.max(longestGap, at - lastFrame)
          lastFrame = at
          if ([...document.querySelectorAll('[role="progressbar"]')].some(visible)) {
            progress.progressbar = true
          }
          for (const t of liveTexts()) {
            if (!before.has(t) && !outcomePattern.test(t)) progress.statusTexts.add(t)
          }
          const row = [...document.querySelectorAll('button')].find((b) =>
            b.textContent.startsWith('Import journal'),
          )
          if (row) progress.rowTexts.add(row.textContent.replace('Import journal', '').trim())
          const toast = [...document.querySelectorAll('[data-sonner-toast]')].find((el) =>
            outcomePattern.test(el.textContent),
          )
          if (toast) {
            clearTimeout(timer)
            // The toast is in this frame: resolve after it is painted.
            setTimeout(
              () =>
                finish({
                  done: true,
                  ok: /Journal imported/.test(toast.textContent),
                  text: [...toast.querySelectorAll('[data-title], [data-description]')]
                    .map((el) => el.textContent.trim())
                    .join(' / '),
                  ms: performance.now() - chosenAt,
                }),
              0,
            )
            return
          }
        }
        requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    })
  }, IMPORT_TIMEOUT_MS)
  if (slowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
  try {
    // A file on disk, as a person picks one: Chromium reads it itself, through DevTools. A
    // browser Playwright reached over CDP (bench:lighthouse's) is not its own, so its
    // `setInputFiles` would send the 17 MB as base64 to be decoded by script in the page first,
    // which took over two minutes on a slow machine.
    await input.waitFor({ state: 'attached' })
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: 'input[type="file"][aria-label="Journal file to import"]',
    })
    await cdp.send('DOM.setFileInputFiles', { nodeId, files: [file] })
    return await page.evaluate(() => window.__benchImport)
  } finally {
    if (slowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  }
}

export async function goHome(page) {
  await page.goto('/home')
  await mainNav(page).getByRole('link', { name: 'Journey' }).waitFor()
  await settle(page)
}
