// Runs before first paint (inline in index.html's head, build/first-screen.ts): the page's
// language, so that the words index.html shows before the app's code runs ('Loading...', online
// or offline, where the service worker answers with this page) are the person's. Mirrors
// src/i18n/language.ts: the choice is stored under `hara:language`; without one, the first of
// the phone's languages Hara speaks; English otherwise (and for the test language).
;(function () {
  var spoken = ['en', 'es', 'de']
  var stored = null
  try {
    stored = localStorage.getItem('hara:language')
  } catch (e) {}
  var wanted = stored === null ? navigator.languages || [navigator.language || ''] : [stored]
  var language = 'en'
  for (var i = 0; i < wanted.length; i++) {
    var primary = String(wanted[i]).trim().toLowerCase().split(/[-_]/)[0]
    if (spoken.indexOf(primary) !== -1) {
      language = primary
      break
    }
  }
  document.documentElement.lang = language
})()
