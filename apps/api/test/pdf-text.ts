import { inflateSync } from 'node:zlib';

/**
 * The text a PDF draws, in order: every Flate stream inflated, and the strings of its text
 * operators (`<hex> Tj` as pdf-lib writes them, or `(literal) Tj`) decoded. Enough to read back
 * the receipts and statements this portal draws with a standard font; not a general extractor.
 */
export function pdfText(pdf: Buffer): string[] {
  const texts: string[] = [];
  const source = pdf.toString('latin1');
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      content = match[1] ?? '';
    }
    const operators = /<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g;
    for (let op = operators.exec(content); op; op = operators.exec(content)) {
      texts.push(
        op[1] !== undefined
          ? Buffer.from(op[1], 'hex').toString('latin1')
          : (op[2] ?? '').replace(/\\(.)/g, '$1'),
      );
    }
  }
  return texts;
}
