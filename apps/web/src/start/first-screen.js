// Runs at start-up, inline in index.html's head (build/first-screen.ts), before the app's code
// arrives: starts the session check and the code of the screen this visit will most likely
// show, so that neither waits for the other. The plan comes from the build, derived from the
// route table (src/app/route-table.ts); the session it guesses from is the device's last one
// (features/auth/api/session.ts), confirmed by the check it starts. The requests it starts are
// handed to the app through one event, 'hara:take-started', which only src/start/handover.ts
// sends: no global name holds them.
;(function () {
  // Starts a request to the API whose answer the app takes up as it starts. The app reads the
  // result; nobody else has to know it failed.
  function ask(url) {
    try {
      var answer = fetch(url, {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      })
      answer.catch(function () {})
      return answer
    } catch (e) {
      return undefined
    }
  }
  // Inline in the page, this runs before any of the app's code, so the app's first check is
  // always this one (features/auth/api/session.ts).
  var started = { session: ask('/api/auth/get-session') }
  addEventListener('hara:take-started', function (event) {
    event.detail(started)
  })
  var plan
  try {
    plan = JSON.parse(document.getElementById('first-screen').textContent)
  } catch (e) {
    return
  }
  var signedIn = false
  try {
    var last = JSON.parse(localStorage.getItem('hara:last-session'))
    signedIn = !!(last && last.session && Date.parse(last.session.expiresAt) > Date.now())
  } catch (e) {}
  // A signed-in start shows the profile (the nickname on Home): ask for it with the session,
  // not a round trip later (features/profile/api/get-profile.ts takes it).
  if (signedIn) started.profile = ask('/api/profile')
  // The screen for this path: named as it is, or as the `/*` above it, or as any other path.
  // Null is a screen that comes with what a start loads anyway (Home, with the signed-in app).
  var paths = signedIn ? plan.signedIn : plan.signedOut
  var path = location.pathname
  var name = paths[path]
  if (name === undefined) name = paths['/' + path.split('/')[1] + '/*']
  if (name === undefined) name = paths['*']
  // Signed in, the screen's code needs the signed-in app's first (app/signed-in.tsx).
  var files = (signedIn && plan.routes.signedInApp) || []
  files = files.concat((name && plan.routes[name]) || [])
  for (var i = 0; i < files.length; i++) {
    if (files.indexOf(files[i]) < i) continue
    var link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = files[i]
    document.head.appendChild(link)
  }
})()
