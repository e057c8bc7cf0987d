// The wallet upgrade procedure PDF the 'Wallet upgrade required' dialogs link (product-reference §2.5, §5, §9).
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakePlatform } from '../src/index.ts';
import { start } from './support.ts';

let p: FakePlatform;
beforeAll(async () => {
  p = await start();
}, 30_000);
afterAll(async () => {
  await p.close();
});

/**
 * The text a PDF shows, in drawing order: every Flate content stream inflated, the strings of its
 * Tj operators decoded (pdf-lib writes the standard fonts' WinAnsi codes, Windows-1252, as hex
 * strings, so ’ „ “ read back as themselves), joined with spaces so a sentence wrapped over lines
 * reads as one.
 */
const winAnsi = new TextDecoder('windows-1252');
const shownText = (pdf: Buffer): string => {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue; // not a Flate stream
    }
    for (const tj of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      texts.push(winAnsi.decode(Buffer.from(tj[1] ?? '', 'hex')));
  }
  return texts.join(' ');
};

const fetchPdf = async (path: string) => {
  const res = await fetch(`${p.url}${path}`);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
};

describe('/help/wallet-upgrade-procedure.pdf', () => {
  it('serves the English procedure as a real PDF naming the required and latest versions', async () => {
    const { res, body } = await fetchPdf('/help/wallet-upgrade-procedure.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="wallet-upgrade-procedure.pdf"');
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.subarray(-7).toString('latin1')).toContain('%%EOF');
    const text = shownText(body);
    expect(text).toContain('Wallet upgrade procedure');
    expect(text).toContain('needs your company wallet at version 1.1.4 or later');
    expect(text).toContain('The latest version is 1.2.9.');
    expect(text).toContain('/version: it must answer 1.2.9.');
    expect(text).toMatch(/Page 1 of \d/);
  });

  it('serves the Dutch procedure at /help/nl/', async () => {
    const { res, body } = await fetchPdf('/help/nl/wallet-upgrade-procedure.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = shownText(body);
    expect(text).toContain('Procedure voor de upgrade van de wallet');
    expect(text).toContain('nodig op versie 1.1.4 of hoger');
    expect(text).toContain('De nieuwste versie is 1.2.9.');
    expect(text).toMatch(/Pagina 1 van \d/);
    expect(text).not.toContain('The latest version');
  });

  it('serves the French procedure at /help/fr/, with its accents, apostrophes and no-break spaces', async () => {
    const { res, body } = await fetchPdf('/help/fr/wallet-upgrade-procedure.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = shownText(body);
    expect(text).toContain('Procédure de mise à niveau du portefeuille');
    expect(text).toContain('exige le portefeuille de votre entreprise en version 1.1.4 ou ultérieure');
    expect(text).toContain('La dernière version est la 1.2.9.');
    expect(text).toContain('suivie de /version\u00a0: elle doit renvoyer 1.2.9.');
    expect(text).toContain('l’assistance de votre fournisseur');
    expect(text).toMatch(/Page 1 sur \d/);
    expect(text).not.toContain('The latest version');
  });

  it('serves the German procedure at /help/de/', async () => {
    const { res, body } = await fetchPdf('/help/de/wallet-upgrade-procedure.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = shownText(body);
    expect(text).toContain('Anleitung zur Aktualisierung der Wallet');
    expect(text).toContain('benötigt Ihre Unternehmens-Wallet in Version 1.1.4 oder höher');
    expect(text).toContain('Die neueste Version ist 1.2.9.');
    expect(text).toContain('Die Seite „Benutzer“ warnt');
    expect(text).toMatch(/Seite 1 von \d/);
    expect(text).not.toContain('The latest version');
  });

  it('answers the same bytes every time, and no PDF for another name', async () => {
    const first = await fetchPdf('/help/wallet-upgrade-procedure.pdf');
    const second = await fetchPdf('/help/en/wallet-upgrade-procedure.pdf');
    expect(second.body.equals(first.body)).toBe(true);
    const other = await fetch(`${p.url}/help/other-procedure.pdf`);
    // Not a help file: it falls through to the rest of the server (the app's fallback), never the PDF.
    expect(other.headers.get('content-type') ?? '').not.toContain('application/pdf');
  });

  it('still serves the HTML help pages', async () => {
    for (const [lang, title] of [
      ['nl', 'Welkom in het beheerportaal'],
      ['fr', 'Bienvenue dans le portail d’administration'],
      ['de', 'Willkommen im Verwaltungsportal'],
    ] as const) {
      const res = await fetch(`${p.url}/help/${lang}/start.html`);
      expect(res.status, lang).toBe(200);
      expect(res.headers.get('content-type'), lang).toBe('text/html; charset=utf-8');
      expect(await res.text(), lang).toContain(title);
    }
  });
});
