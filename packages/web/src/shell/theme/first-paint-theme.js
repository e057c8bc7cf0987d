// The theme before the first paint: Blueprint's dark class on the root element when this browser
// picked the dark theme, or picked none and the system prefers dark (the rule of theme-choice.ts;
// theme.test.ts proves both agree). vite.theme-script.ts writes it inline into index.html, before
// the stylesheets, so it runs before anything paints without a request of its own; the platform's
// CSP allows it by its hash.
(function () {
  var chosen = null;
  try {
    chosen = window.localStorage.getItem('scr.theme');
  } catch {
    // No storage (a sandboxed frame): the system's preference decides.
  }
  var systemDark = !!(window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var dark = chosen === 'dark' || (chosen !== 'light' && systemDark);
  if (dark) document.documentElement.classList.add('bp6-dark');
})();
