// Values a careless handler chokes on: numbers past every column's range, strings a database or a
// parser mishandles (NUL, lone surrogates, emoji, right-to-left marks, very long text), dates that
// do not exist or that JavaScript and PostgreSQL read differently, and shapes where a scalar is
// expected — NUL and lone surrogates buried deep and in keys too. Mixed into every generated
// field, path segment and query value.
import fc from 'fast-check';

const LONG = 'x'.repeat(20_000);

/** Numbers at and past the edges of JavaScript and PostgreSQL integers and numerics. */
export const BOUNDARY_NUMBERS: number[] = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  1e-9,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  2 ** 63,
];

/** Strings that are numbers to a lax parser, or nearly. */
export const NUMERIC_LOOKALIKES: string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0',
  '00',
  '0x10',
  '1_000',
  ' 7 ',
  '7 ',
  '1.5',
  '1,5',
  '+1',
  '2147483648',
  '99999999999999999999999',
  '9007199254740993',
  '1e3',
  '.',
  '-',
  '',
  'true',
  'null',
  'undefined',
];

/**
 * Dates the API must refuse with 422: days the calendar lacks (Date.parse rolls them into the next
 * month), years outside 1900–2200, JavaScript Date's first and last days, no time zone.
 */
export const BAD_DATES: string[] = [
  '2026-02-30',
  '2026-02-29',
  '2100-02-29',
  '2026-04-31',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31',
  '1899-12-31',
  '+275760-09-13',
  '-271821-04-20',
];
export const BAD_DATE_TIMES: string[] = [
  '2026-02-30T10:00Z',
  '2026-02-29T10:00:00Z',
  '2026-04-31T00:00:00+04:00',
  '9999-12-31T23:59:59Z',
  '1899-12-31T23:00:00Z',
  '+275760-09-13T00:00:00Z',
  '-271821-04-20T00:00:00Z',
  '2026-02-28T24:00Z',
  '9999-12-31T23:59:60Z',
  '2026-12-05T09:30',
  '2026-12-05T09:30+24:00',
];
/** Dates at the edges the API accepts. */
export const EDGE_DATES: string[] = ['1900-01-01', '2200-12-31', '2028-02-29', '2000-02-29'];

/** Text a database, a regular expression or a file name handles badly. */
export const HOSTILE_STRINGS: string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  '😀',
  '👩‍👩‍👧‍👦',
  '\u202Eevil',
  '\u200B',
  'ß',
  'İ',
  'ﬀ',
  'Ω≈ç√∫',
  '日本語テキスト',
  'مرحبا',
  "'",
  '"',
  "O'Brien",
  "' or '1'='1",
  '1; drop table users --',
  '%',
  '%00',
  '%zz',
  '_',
  '\\',
  '\\x00',
  '$1',
  '?',
  ':name',
  '${x}',
  '{{x}}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '..\\..\\windows',
  '/dev/null',
  'CON',
  'a\r\nb',
  '\t',
  '\u2028',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  LONG,
  ...BAD_DATES,
  ...BAD_DATE_TIMES,
  '1970-01-01',
  'not-a-date',
  '+99999-01-01',
  'a@b',
  '@',
  'x@y.z'.repeat(60),
  'http://',
  'javascript:alert(1)',
  'https://example.test/' + 'a'.repeat(3000),
  'AED',
  'aed',
  'ZZ',
  'A',
  '#zzzzzz',
  '#1e88e5',
];

/** Text PostgreSQL cannot store (NUL; lone surrogates, which jsonb refuses as escapes). */
const UNSTORABLE = ['\u0000', 'a\u0000', '\uD800', 'x\uDBFF', '\uDFFFy'];

/**
 * NUL or a lone surrogate buried 1–40 levels deep in objects and lists, as a value or as a key:
 * within the JSON parser's limit of 32 the text guard must find it at any depth (422), past it
 * the parser refuses the body (400); neither may reach the database.
 */
export function buriedUnstorable(): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    fc.constantFrom<unknown>(...UNSTORABLE),
    fc.constantFrom(...UNSTORABLE).map((key) => ({ [key]: 'value' })),
  );
  const level = fc.constantFrom('a', 'status', '0', 'list');
  return fc
    .tuple(leaf, fc.array(level, { minLength: 1, maxLength: 40 }))
    .map(([value, keys]) => keys.reduce<unknown>((inner, key) => (key === 'list' ? ['ok', inner] : { [key]: inner }), value));
}

/** A scalar or a structure no field expects: for "anything but what the schema says". */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 1, arbitrary: buriedUnstorable() },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 2, arbitrary: fc.constantFrom(...NUMERIC_LOOKALIKES) },
    { weight: 2, arbitrary: fc.constantFrom(...BOUNDARY_NUMBERS) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(
        null,
        true,
        false,
        [],
        {},
        [null],
        [[]],
        { a: { b: { c: [1, { d: null }] } } },
        ['1', 2, null],
        { '0': 1 },
        { length: 1 },
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** The text with lone surrogates as the replacement character (UTF-8 cannot carry them). */
export function wellFormed(value: string): string {
  return value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** `encodeURIComponent` that survives lone surrogates. */
export function encode(value: string): string {
  return encodeURIComponent(wellFormed(value));
}

/** A path segment or query value that is not what the route wants (already URL-encoded where needed). */
export function hostileSegment(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...NUMERIC_LOOKALIKES.filter((value) => value !== '' && value !== '.').map(encode)),
    fc.constantFrom(...HOSTILE_STRINGS.filter((value) => value !== '').map((value) => encode(value.slice(0, 2000)))),
    fc.constantFrom('%zz', '%', '%E0%A4%A', '..', '%2e%2e%2f', '%00', '%C0%AE'),
    fc.constantFrom(...BOUNDARY_NUMBERS.map((value) => encode(String(value)))),
  );
}
