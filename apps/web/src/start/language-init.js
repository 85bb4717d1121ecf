// Runs before first paint (inline in index.html's head, build/first-screen.ts): the page's
// language, so that the words index.html shows before the app's code runs ('Loading...', online
// or offline, where the service worker answers with this page) are the person's. Mirrors
// src/i18n/language.ts: the choice is stored under `hara:language`; without one, the first of
// the phone's languages Hara speaks; English otherwise (index.html's own `lang`, kept for the
// test language too).
;(function () {
  var wanted = navigator.languages || []
  try {
    var stored = localStorage.getItem('hara:language')
    if (stored) wanted = [stored]
  } catch (e) {}
  for (var i = 0; i < wanted.length; i++) {
    var primary = wanted[i].toLowerCase().split(/[-_]/)[0]
    if (/^(en|es|de)$/.test(primary)) return void (document.documentElement.lang = primary)
  }
})()
