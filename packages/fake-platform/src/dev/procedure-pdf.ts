// The wallet upgrade procedure as a PDF, rendered with pdf-lib.
//
// Why generated on first request instead of a committed file: the text lives in upgrade-procedure.ts
// beside the versions it names, so a reviewer reads and diffs text, never a binary, and the PDF can
// never drift from it; rendering takes a few milliseconds, once per language per process (memoized),
// so start-up stays as fast as before. Why pdf-lib: pure JavaScript with its own TypeScript types, no
// native module, no font files read from disk (the standard 14 fonts are built in) and a small
// dependency tree (pako, tslib); it is the most used PDF writer on npm. Its API has been stable since
// 1.17 (2021), which suits a document this simple; pdfkit, the alternative, would add fontkit, a
// line-breaker and @types for the same result.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { procedures, type Block, type Procedure } from './upgrade-procedure.ts';

const A4 = [595.28, 841.89] as const;
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
const INK = rgb(0.11, 0.13, 0.15);
const MUTED = rgb(0.37, 0.42, 0.48);

type Fonts = { readonly regular: PDFFont; readonly bold: PDFFont };

/**
 * Splits a text into lines no wider than `width` at `size` (words never break). Only ASCII blanks
 * break a line: the no-break space French puts before a colon keeps the colon with its word.
 */
const wrap = (text: string, font: PDFFont, size: number, width: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/[ \t\r\n]+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
};

/** A cursor down the pages: a new page when the next lines do not fit. */
class Writer {
  private page: PDFPage;
  private y = A4[1] - MARGIN;
  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = doc.addPage([...A4]);
  }

  /** Draws a text wrapped to the width, `indent` from the margin, an optional marker hanging before it. */
  text(text: string, opts: { size: number; bold?: boolean; indent?: number; marker?: string; gap?: number }) {
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    const indent = opts.indent ?? 0;
    const leading = opts.size * 1.4;
    const lines = wrap(text, font, opts.size, WIDTH - indent);
    this.space(opts.gap ?? 0, leading * Math.min(lines.length, 2));
    lines.forEach((line, index) => {
      this.space(0, leading);
      this.y -= leading;
      if (index === 0 && opts.marker)
        this.page.drawText(opts.marker, {
          x: MARGIN + indent - 16,
          y: this.y,
          size: opts.size,
          font,
          color: INK,
        });
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size: opts.size, font, color: INK });
    });
  }

  /** Moves down by `gap`, starting a new page first when `needed` more points would not fit. */
  private space(gap: number, needed: number) {
    if (this.y - gap - needed < MARGIN + 24) {
      this.page = this.doc.addPage([...A4]);
      this.y = A4[1] - MARGIN;
    } else this.y -= gap;
  }
}

const drawBlock = (w: Writer, block: Block) => {
  switch (block.kind) {
    case 'heading':
      return w.text(block.text, { size: 13, bold: true, gap: 14 });
    case 'paragraph':
      return w.text(block.text, { size: 11, gap: 8 });
    case 'steps':
      return block.items.forEach((item, i) =>
        w.text(item, { size: 11, indent: 18, marker: `${i + 1}.`, gap: 5 }),
      );
    case 'bullets':
      return block.items.forEach((item) => w.text(item, { size: 11, indent: 18, marker: '•', gap: 5 }));
  }
};

const render = async (procedure: Procedure): Promise<Uint8Array> => {
  // No creation or modification date: the same text gives the same bytes.
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(procedure.title, { showInWindowTitleBar: true });
  doc.setSubject(procedure.subtitle);
  doc.setAuthor('Secure Container Release');
  doc.setLanguage(procedure.lang);
  doc.setProducer('pdf-lib');
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const w = new Writer(doc, fonts);
  w.text(procedure.title, { size: 20, bold: true });
  w.text(procedure.subtitle, { size: 11, gap: 4 });
  for (const block of procedure.blocks) drawBlock(w, block);
  const pages = doc.getPages();
  pages.forEach((page, i) =>
    page.drawText(procedure.pageLabel(i + 1, pages.length), {
      x: MARGIN,
      y: MARGIN - 20,
      size: 9,
      font: fonts.regular,
      color: MUTED,
    }),
  );
  return doc.save();
};

const rendered = new Map<Procedure['lang'], Promise<Uint8Array>>();

/** The procedure PDF in a language, rendered once per process. */
export const upgradeProcedurePdf = (lang: Procedure['lang']): Promise<Uint8Array> => {
  let pdf = rendered.get(lang);
  if (!pdf) {
    pdf = render(procedures[lang]).catch((error: unknown) => {
      rendered.delete(lang); // a failed rendering is tried again on the next request
      throw error;
    });
    rendered.set(lang, pdf);
  }
  return pdf;
};
