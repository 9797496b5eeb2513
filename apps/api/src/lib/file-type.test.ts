import { describe, expect, it } from 'vitest';
import { detectFileType, fileNameFor } from './file-type.ts';

describe('detectFileType', () => {
  it('knows JPEG, PNG, WebP and PDF by their first bytes', () => {
    expect(detectFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))?.format).toBe('jpg');
    expect(detectFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.format).toBe(
      'png',
    );
    expect(detectFileType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))?.format).toBe('webp');
    expect(detectFileType(Buffer.from('%PDF-1.7\n'))?.format).toBe('pdf');
  });

  it('refuses an executable, a script and an SVG whatever they are called', () => {
    expect(detectFileType(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1]))).toBeUndefined();
    expect(detectFileType(Buffer.from('MZ\u0090\u0000'))).toBeUndefined();
    expect(detectFileType(Buffer.from('#!/bin/sh\nrm -rf /'))).toBeUndefined();
    expect(detectFileType(Buffer.from('<svg onload="alert(1)"></svg>'))).toBeUndefined();
  });
});

describe('fileNameFor', () => {
  it('names a file by its detected format, whatever the sender called it', () => {
    expect(fileNameFor('receipt.html', 'png')).toBe('receipt.png');
    expect(fileNameFor('me.png', 'png')).toBe('me.png');
    expect(fileNameFor('scan.JPEG', 'jpg')).toBe('scan.jpg');
    expect(fileNameFor('statement', 'pdf')).toBe('statement.pdf');
    expect(fileNameFor('../../.htaccess', 'png')).toBe('upload.png');
    expect(fileNameFor('bank<script>.pdf.exe', 'pdf')).toBe('bank_script_.pdf.pdf');
  });
});
