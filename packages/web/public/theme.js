// The theme before the first paint: Blueprint's dark class on the root element when this browser
// picked the dark theme, or picked none and the system prefers dark (the rule of
// src/shell/theme/theme-choice.ts; theme.test.ts proves both agree). A classic script of its own,
// loaded before the stylesheets: it runs before anything paints, and the platform's CSP allows
// only scripts of its own origin (no inline script).
(function () {
  var chosen = null;
  try {
    chosen = window.localStorage.getItem('scr.theme');
  } catch (e) {
    // No storage (a sandboxed frame): the system's preference decides.
  }
  var systemDark = !!(window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var dark = chosen === 'dark' || (chosen !== 'light' && systemDark);
  if (dark) document.documentElement.classList.add('bp6-dark');
})();
