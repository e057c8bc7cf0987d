import blueprintUrl from '@blueprintjs/core/lib/css/blueprint.css?url';

/** The whole sheet's load, once per page. */
let loaded: Promise<void> | undefined;
/** Whether the page started without the whole sheet (the login screen's first paint). */
let deferred = false;
/** Whether the whole sheet is in (loaded, or failed for good: the page is then still usable). */
let inPlace = false;

/**
 * All of Blueprint's stylesheet, added without blocking the first paint: the login route paints
 * with the part of it that it uses (vite.first-paint.ts puts that part first in index.html). The
 * whole sheet goes right after that part, before the app's own styles, so the cascade is the one of
 * the whole sheet alone. Resolves when it has loaded (or failed: the page is then still usable).
 * Once: every caller gets the same promise.
 */
export const loadFullStylesheet = (doc: Document = document): Promise<void> => {
  loaded ??= new Promise<void>((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    // As the route preloads ask for it (src/di/preload-route.ts): one download, not two.
    link.crossOrigin = '';
    link.href = blueprintUrl;
    const done = () => {
      inPlace = true;
      resolve();
    };
    link.addEventListener('load', done);
    link.addEventListener('error', done);
    const firstPaint = doc.head.querySelector('link[data-scr-first-paint]');
    if (firstPaint) firstPaint.after(link);
    else doc.head.prepend(link);
  });
  return loaded;
};

/** What a first input is: a press, a key, a touch (one of them comes before anything opens an overlay). */
const firstInputs = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * The login screen shows nothing the whole sheet adds: it is fetched on the page's first input, or
 * earlier when something asks for it (the container's load, an overlay). Not on a timer: on a slow
 * phone its 470 KB took the main thread for a long task while the user was reading the form, and its
 * download shared the link with the form's own files. Until it is in, overlays wait for it
 * (`fullStylesheetReady`), so a dialog never shows unstyled.
 */
export const deferFullStylesheet = (
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): void => {
  deferred = true;
  const load = () => {
    firstInputs.forEach((type) => target.removeEventListener(type, load, true));
    void loadFullStylesheet();
  };
  firstInputs.forEach((type) => target.addEventListener(type, load, { capture: true, passive: true }));
};

/**
 * Null when the whole sheet is in (or the page never went without it); else the promise of its load,
 * which this starts. Always the same promise: React's `use` can wait for it.
 */
export const fullStylesheetReady = (): Promise<void> | null =>
  deferred && !inPlace ? loadFullStylesheet() : null;
