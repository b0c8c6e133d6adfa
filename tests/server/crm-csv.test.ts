import { describe, expect, it } from 'vitest';
import { mentionedUserIds, mentionToken, normalizeEmail, plainMentions } from '../../src/shared/crm.ts';
import { normalizePhone } from '../../src/shared/phones.ts';
import { CsvError, detectDelimiter, parseCsv } from '../../src/shared/csv.ts';
import { formatCsv } from '../../src/shared/csv-writer.ts';
import { amountInMinorUnits } from '../../src/server/modules/crm/lead-import.service.ts';

describe('CSV (RFC 4180)', () => {
  it('reads plain records, with or without a final line break', () => {
    expect(parseCsv('a,b,c\r\n1,2,3\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\r1,2\r')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('reads quoted fields holding delimiters, doubled quotes and line breaks', () => {
    expect(parseCsv('name,note\r\n"Al Maktoum, Rashid","He said ""yes""\r\nthen left"\r\n')).toEqual([
      ['name', 'note'],
      ['Al Maktoum, Rashid', 'He said "yes"\r\nthen left'],
    ]);
    expect(parseCsv('"",x\n')).toEqual([['', 'x']]);
  });

  it('keeps empty fields, including a trailing one, and empty lines as empty records', () => {
    expect(parseCsv('a,,c,\n\n1,2,3,4\n')).toEqual([['a', '', 'c', ''], [''], ['1', '2', '3', '4']]);
  });

  it('drops a UTF-8 byte order mark and keeps non-ASCII text', () => {
    expect(parseCsv('\uFEFFname\nمحمد العلي\n')).toEqual([['name'], ['محمد العلي']]);
  });

  it('keeps a stray quote inside an unquoted field as text', () => {
    expect(parseCsv('size\n5" tiles\n')).toEqual([['size'], ['5" tiles']]);
  });

  it('refuses a quoted field that is never closed, naming its record', () => {
    expect(() => parseCsv('a,b\n1,2\n"open,3\n')).toThrow(CsvError);
    try {
      parseCsv('a,b\n1,2\n"open,3\n');
    } catch (error) {
      expect((error as CsvError).row).toBe(3);
      expect((error as CsvError).message).toBe('Row 3 has a quoted field that is never closed.');
    }
  });

  it('detects semicolon and tab delimiters from the header row, commas inside quotes aside', () => {
    expect(detectDelimiter('name;email;phone\nA;b;c')).toBe(';');
    expect(detectDelimiter('name\temail\nA\tb')).toBe('\t');
    expect(detectDelimiter('"a;b;c",d\n')).toBe(',');
    expect(detectDelimiter('single\n')).toBe(',');
    expect(parseCsv('a;b\n"x;y";z\n')).toEqual([
      ['a', 'b'],
      ['x;y', 'z'],
    ]);
  });

  it('writes CSV that reads back the same, every text field quoted and numbers bare', () => {
    const records = [
      ['plain', 'with,comma', 'with "quote"', 'line\nbreak', ' padded ', '', 'a;b'],
      ['1', '2', '3', '4', '5', '6', '7'],
    ];
    const text = formatCsv(records);
    expect(text.split('\r\n')[0]).toBe('"plain","with,comma","with ""quote""","line\nbreak"," padded ","","a;b"');
    expect(parseCsv(text)).toEqual(records);
    expect(formatCsv([[12, -3.5, null, 'x']])).toBe('12,-3.5,,"x"\r\n');
  });

  it('writes every text field inert for spreadsheets, and numbers as they are', () => {
    const text = formatCsv([
      ['=HYPERLINK("x")', '+971 50 123 4567', '-5', '@SUM(A1)', '\t=1', 'Sara'],
      [-5, 3],
    ]);
    expect(parseCsv(text)).toEqual([
      [`'=HYPERLINK("x")`, "'+971 50 123 4567", "'-5", "'@SUM(A1)", "'\t=1", 'Sara'],
      ['-5', '3'],
    ]);
  });
});

describe('lead import values', () => {
  it('reads amounts in currency units as minor units', () => {
    expect(amountInMinorUnits('1500000')).toBe(150_000_000);
    expect(amountInMinorUnits('1,500,000.5')).toBe(150_000_050);
    expect(amountInMinorUnits('AED 2 000 000.25')).toBe(200_000_025);
    expect(amountInMinorUnits('1.234')).toBeNull();
    expect(amountInMinorUnits('-5')).toBeNull();
    expect(amountInMinorUnits('two million')).toBeNull();
  });

  it('normalises emails and phones for duplicate detection', () => {
    expect(normalizeEmail('  Sara.Ali@Example.COM ')).toBe('sara.ali@example.com');
    expect(normalizeEmail('  ')).toBeNull();
    expect(normalizePhone('+971 (50) 123-4567', 'AE')).toBe('+971501234567');
    expect(normalizePhone('050 123 4567', 'AE')).toBe('+971501234567');
    expect(normalizePhone('050 123 4567', null)).toBe('0501234567');
    expect(normalizePhone('ext.', 'AE')).toBeNull();
  });
});

describe('@mention tokens', () => {
  it('formats, finds and renders mentions', () => {
    const body = `Hi ${mentionToken({ id: 7, full_name: 'Layla [Sales] Rahman' })} and ${mentionToken({ id: 9, full_name: 'Omar' })}, ${mentionToken({ id: 7, full_name: 'Layla' })}`;
    expect(body).toBe('Hi @[Layla  Sales  Rahman](user:7) and @[Omar](user:9), @[Layla](user:7)');
    expect(mentionedUserIds(body)).toEqual([7, 9]);
    expect(plainMentions(body)).toBe('Hi @Layla  Sales  Rahman and @Omar, @Layla');
    expect(mentionedUserIds('mail me at a@[b](user:x) or @[no id]')).toEqual([]);
  });
});
