// Runs before first paint (inline in index.html's head, build/first-screen.ts) so the page never flashes the wrong theme.
// Mirrors src/features/theme/theme.ts: the choice is stored under `theme`; default is dark.
;(function () {
  var choice = 'dark'
  try {
    var stored = localStorage.getItem('theme')
    if (stored === 'light' || stored === 'dark' || stored === 'system') choice = stored
  } catch (e) {}
  var dark =
    choice === 'dark' ||
    (choice === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches)
  var root = document.documentElement
  root.classList.toggle('dark', dark)
  root.classList.toggle('light', !dark)
  root.style.colorScheme = dark ? 'dark' : 'light'
  var meta = document.querySelector('meta[name="theme-color"]')
  if (meta) meta.setAttribute('content', dark ? '#0d0b14' : '#f7f3ec')
})()
