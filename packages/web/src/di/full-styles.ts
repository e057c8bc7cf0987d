import blueprintUrl from '@blueprintjs/core/lib/css/blueprint.css?url';

/**
 * All of Blueprint's stylesheet, added without blocking the first paint: the login route paints
 * with the part of it that it uses (vite.first-paint.ts puts that part first in index.html). The
 * whole sheet goes right after that part, before the app's own styles, so the cascade is the one of
 * the whole sheet alone. Resolves when it has loaded (or failed: the page is then still usable).
 * Once: every caller gets the same promise.
 */
let loaded: Promise<void> | undefined;

export const loadFullStyles = (doc: Document = document): Promise<void> => {
  loaded ??= new Promise<void>((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    // As the route preloads ask for it (src/di/preload-route.ts): one download, not two.
    link.crossOrigin = '';
    link.href = blueprintUrl;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    const firstPaint = doc.head.querySelector('link[data-scr-first-paint]');
    if (firstPaint) firstPaint.after(link);
    else doc.head.prepend(link);
  });
  return loaded;
};
