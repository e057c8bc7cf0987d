// Tiny HTML helpers: every dynamic text is escaped; pages carry no inline script.
export const escapeHtml = (value: unknown): string =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export const page = (title: string, body: string, lang = 'en'): string =>
  `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
  `<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem;color:#1c2127}pre{white-space:pre-wrap;background:#f6f7f9;padding:.75rem}article{border-bottom:1px solid #ddd;padding:.5rem 0}button{font-size:1rem;padding:.5rem 1.5rem}</style>` +
  `</head><body>${body}</body></html>`;
