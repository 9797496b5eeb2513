import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/*
 * The receipt and the statement as PDF (issue 24.4), drawn with pdf-lib's standard Helvetica: no
 * font file to ship. Helvetica's encoding is WinAnsi, so a character outside it (a name in another
 * script) is written as '?' rather than failing the receipt.
 */

const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const printable = (text: string) =>
  [...text.normalize('NFC')]
    .map((c) => {
      const code = c.codePointAt(0) ?? 0;
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(c)
        ? c
        : '?';
    })
    .join('');

/** A page with a cursor: lines written top to bottom, a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y = 0;
  private constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = this.newPage();
  }

  static async open() {
    const doc = await PDFDocument.create();
    const [font, bold] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new Writer(doc, font, bold);
  }

  private newPage() {
    const page = this.doc.addPage([595.28, 841.89]); // A4
    this.y = page.getHeight() - 56;
    return page;
  }

  private ensure(height: number) {
    if (this.y - height < 48) this.page = this.newPage();
  }

  line(text: string, options: { size?: number; bold?: boolean; x?: number; gap?: number } = {}) {
    const size = options.size ?? 11;
    this.ensure(size + 6);
    this.page.drawText(printable(text), {
      x: options.x ?? 56,
      y: this.y,
      size,
      font: options.bold ? this.bold : this.font,
      color: rgb(0.1, 0.1, 0.1),
    });
    this.y -= size + (options.gap ?? 6);
  }

  /** A row of cells at fixed x positions, cut to fit their column. */
  row(cells: string[], columns: number[], options: { bold?: boolean; size?: number } = {}) {
    const size = options.size ?? 9;
    this.ensure(size + 6);
    const font = options.bold ? this.bold : this.font;
    cells.forEach((cell, index) => {
      const x = columns[index] ?? 56;
      const width = (columns[index + 1] ?? 540) - x - 4;
      let text = printable(cell);
      while (text.length > 1 && font.widthOfTextAtSize(text, size) > width) text = text.slice(0, -1);
      this.page.drawText(text, { x, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
    });
    this.y -= size + 5;
  }

  /** A label and its value on one line. */
  field(label: string, value: string) {
    this.ensure(17);
    this.page.drawText(printable(label), { x: 56, y: this.y, size: 10, font: this.bold });
    this.page.drawText(printable(value), { x: 220, y: this.y, size: 11, font: this.font });
    this.y -= 19;
  }

  space(height = 10) {
    this.y -= height;
  }

  save() {
    return this.doc.save();
  }
}

export interface ReceiptDocument {
  schoolName: string;
  title: string;
  fields: [string, string][];
  footer: string;
}

/** One receipt: the school's name, the title, its fields as label and value. */
export async function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const writer = await Writer.open();
  writer.line(receipt.schoolName, { size: 18, bold: true, gap: 10 });
  writer.line(receipt.title, { size: 14, bold: true, gap: 16 });
  for (const [label, value] of receipt.fields) writer.field(label, value);
  writer.space(12);
  writer.line(receipt.footer, { size: 9 });
  return Buffer.from(await writer.save());
}

export interface StatementDocument {
  schoolName: string;
  title: string;
  subtitle: string;
  totals: [string, string][];
  tables: { heading: string; columns: string[]; rows: string[][]; empty: string }[];
}

/** The statement: totals, then each table (entries, instalments) with its columns. */
export async function renderStatementPdf(statement: StatementDocument): Promise<Buffer> {
  const writer = await Writer.open();
  writer.line(statement.schoolName, { size: 18, bold: true, gap: 10 });
  writer.line(statement.title, { size: 14, bold: true, gap: 6 });
  writer.line(statement.subtitle, { size: 10, gap: 14 });
  for (const [label, value] of statement.totals) writer.field(label, value);
  for (const table of statement.tables) {
    writer.space(8);
    writer.line(table.heading, { size: 12, bold: true, gap: 8 });
    const step = 484 / table.columns.length;
    const columns = table.columns.map((_, index) => 56 + index * step);
    writer.row(table.columns, columns, { bold: true });
    if (table.rows.length === 0) writer.line(table.empty, { size: 9 });
    for (const row of table.rows) writer.row(row, columns);
  }
  return Buffer.from(await writer.save());
}
