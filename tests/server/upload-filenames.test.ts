import { describe, expect, it } from 'vitest';
import { cleanUploadFilename, downloadName, MAX_FILENAME_LENGTH } from '../../src/server/http/upload-filenames.ts';

describe('upload file names', () => {
  describe('cleanUploadFilename', () => {
    it('keeps an ordinary name, in any script', () => {
      for (const name of ['letter.pdf', 'Bank letter (2026).pdf', 'عقد الإيجار.pdf', '契約書.pdf', 'Müller & Söhne.png', '😀.png']) {
        expect(cleanUploadFilename(name)).toBe(name);
      }
    });

    it('drops NUL, every other control character and DEL', () => {
      expect(cleanUploadFilename('a\u0000b.pdf')).toBe('ab.pdf');
      const controls = [...Array.from({ length: 32 }, (_, code) => code), ...Array.from({ length: 33 }, (_, index) => 0x7f + index)];
      for (const code of controls)
        expect(cleanUploadFilename(`a${String.fromCharCode(code)}b.pdf`), `U+${code.toString(16)}`).toBe('ab.pdf');
    });

    it('drops the bidi embeddings, overrides, isolates and marks, and the line separators', () => {
      const marks = [
        0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c, 0x2028, 0x2029, 0xfeff,
      ];
      for (const code of marks) expect(cleanUploadFilename(`a${String.fromCharCode(code)}b.pdf`), `U+${code.toString(16)}`).toBe('ab.pdf');
      // Shown as "invoiceexe.pdf" with the override; without it, what it is.
      expect(cleanUploadFilename('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    });

    it('keeps the last path part only, whichever slash the client used', () => {
      expect(cleanUploadFilename('../../etc/passwd')).toBe('passwd');
      expect(cleanUploadFilename('C:\\Users\\me\\scan.png')).toBe('scan.png');
      expect(cleanUploadFilename('/abs/path/')).toBe('file');
    });

    it('trims spaces and the trailing dots Windows drops; nothing left is `file`', () => {
      expect(cleanUploadFilename('  letter.pdf  ')).toBe('letter.pdf');
      expect(cleanUploadFilename('letter.pdf. . ')).toBe('letter.pdf');
      for (const empty of [undefined, '', ' ', '.', '..', '\u0000', '\u202E\u202C'])
        expect(cleanUploadFilename(empty), JSON.stringify(empty)).toBe('file');
    });

    it('composes what the client sent decomposed (NFC), so one name is stored one way', () => {
      expect(cleanUploadFilename('Mu\u0308ller.pdf')).toBe('M\u00fcller.pdf');
    });

    it(`cuts a long name to ${MAX_FILENAME_LENGTH} characters from its stem, keeping the extension and whole characters`, () => {
      const long = cleanUploadFilename(`${'a'.repeat(300)}.png`);
      expect(long).toHaveLength(MAX_FILENAME_LENGTH);
      expect(long.endsWith('a.png')).toBe(true);
      const emoji = cleanUploadFilename(`${'😀'.repeat(300)}.pdf`);
      expect(Array.from(emoji)).toHaveLength(MAX_FILENAME_LENGTH);
      expect(emoji.endsWith('😀.pdf')).toBe(true);
      expect(cleanUploadFilename('b'.repeat(500))).toBe('b'.repeat(MAX_FILENAME_LENGTH));
    });
  });

  describe('downloadName', () => {
    it('gives the name the extension of the type found in the file', () => {
      expect(downloadName('letter.html', 'pdf')).toBe('letter.pdf');
      expect(downloadName('letter.pdf.html', 'pdf')).toBe('letter.pdf.pdf');
      expect(downloadName('photo.svg', 'png')).toBe('photo.png');
      expect(downloadName('scan', 'png')).toBe('scan.png');
      expect(downloadName('.png', 'png')).toBe('file.png');
      expect(downloadName('file.', 'jpeg')).toBe('file.jpg');
    });

    it('keeps a name that already says what the file is, in any letter case and either JPEG spelling', () => {
      for (const [name, kind] of [
        ['letter.pdf', 'pdf'],
        ['LETTER.PDF', 'pdf'],
        ['photo.jpeg', 'jpeg'],
        ['photo.JPG', 'jpeg'],
        ['plan.webp', 'webp'],
      ] as const) {
        expect(downloadName(name, kind)).toBe(name);
      }
    });

    it('stays within the length limit when the extension changes', () => {
      const renamed = downloadName(`${'a'.repeat(MAX_FILENAME_LENGTH - 3)}.js`, 'pdf');
      expect(renamed).toHaveLength(MAX_FILENAME_LENGTH);
      expect(renamed.endsWith('.pdf')).toBe(true);
    });
  });
});
