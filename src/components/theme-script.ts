// The colour-mode script, inlined in every page's <head> so the stored theme
// applies before the first paint (no flash of the wrong theme) without a
// render-blocking request: as an external file it cost 0.3–0.8 s of
// Lighthouse's mobile render-blocking estimate on every page.
//
// The site's CSP allows it by its hash, not by 'unsafe-inline': the text is
// defined here and nowhere else, and the policy computes its hash from it
// (generator/content-security-policy.ts, which the server, the dev server and
// the host configurations send), so page and policy cannot disagree; the hash
// is computed there because it needs Node's crypto, which components must not
// import. Edit the text freely; the hash follows. Attributes are not part
// of the hash, so `data-respect-system` (read through document.currentScript,
// which an inline classic script has) varies with the site's configuration.
//
// Plain ES2015, written out by hand: it runs before any bundle and must stay
// byte-identical between the build that writes the pages and the server that
// sends the policy. It must never contain `</script` or `<!--`.
export const THEME_SCRIPT = `(function () {
  var root = document.documentElement;
  var script = document.currentScript;
  var theme = null;
  try { theme = localStorage.getItem('theme'); } catch (e) { /* storage may be blocked */ }
  if (theme !== 'dark' && theme !== 'light') {
    var followSystem = !!script && script.getAttribute('data-respect-system') === 'true';
    theme = followSystem && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.setAttribute('data-theme', theme);
  /* a dismissed announcement is hidden before the first paint, not after (no layout shift) */
  try {
    var id = root.getAttribute('data-announcement');
    if (id && localStorage.getItem('announcement-dismissed') === id) root.setAttribute('data-announcement-dismissed', 'true');
  } catch (e) { /* storage may be blocked */ }
})();`;
