// What every answer of the API must be, whatever was sent: never a 5xx, every error in the
// envelope `{message, errors?: {field: string[]}}`, no body telling an attacker how the server
// is built — stack frames, source paths, SQL or database errors — and no file (anything but JSON)
// without the policy under which it runs nothing when opened.
import type { LightMyRequestResponse } from 'fastify';
import { FILE_CSP } from '../../../src/server/http/downloads.ts';

/** Telltales of an internal failure leaking out. Case-insensitive. */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat (?:async )?[\w$.<>]+ \(|\bat (?:file:\/\/|node:|\/)[^\s)]+:\d+/i],
  ['source path', /[\w/-]+\.(?:ts|tsx|mjs|cjs):\d+|\/work\/|\/src\/server\/|node_modules\//i],
  ['SQL text', /\bselect\s+[\w"*.,\s]+\s+from\s|\binsert into\b|\bupdate\s+"?\w+"?\s+set\b|\bdelete from\b/i],
  [
    'database error',
    /syntax error|violates|relation "|column "|duplicate key|invalid input syntax|out of range for type|PostgresError|PGlite|drizzle|Failed query/i,
  ],
  [
    'javascript error',
    /TypeError|ReferenceError|RangeError|SyntaxError: |Cannot read propert|is not a function|undefined is not|\[object Object\]/,
  ],
];

/** Only text bodies are read; images, PDFs and spreadsheets are binary. */
function isText(contentType: string): boolean {
  return contentType === '' || /json|text|html|csv|xml|javascript/.test(contentType);
}

/**
 * The problems with one answer, empty when it is fine. `sent` is the request as text: a fragment
 * found in the answer that the caller sent himself (an echoed name) is not a leak.
 */
export function problemsOf(response: LightMyRequestResponse, sent: string): string[] {
  const problems: string[] = [];
  const contentType = String(response.headers['content-type'] ?? '');
  const body = isText(contentType) ? response.body : '';
  if (response.statusCode >= 500) problems.push(`status ${response.statusCode}`);
  // JSON is the API's own answer; anything else is a file (an image, a PDF, a spreadsheet).
  if (contentType !== '' && !/json/.test(contentType) && response.headers['content-security-policy'] !== FILE_CSP) {
    problems.push(`a ${contentType.split(';')[0]} answer without the file CSP`);
  }

  if (response.statusCode >= 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      problems.push('error body is not JSON');
    }
    if (parsed !== undefined) problems.push(...envelopeProblems(parsed));
  }

  const lowerSent = sent.toLowerCase();
  for (const [name, pattern] of LEAKS) {
    const match = pattern.exec(body);
    if (match && !lowerSent.includes(match[0].toLowerCase())) problems.push(`${name} in body: ${JSON.stringify(match[0])}`);
  }
  return problems;
}

function envelopeProblems(parsed: unknown): string[] {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return ['error body is not an object'];
  const { message, errors } = parsed as { message?: unknown; errors?: unknown };
  const problems: string[] = [];
  if (typeof message !== 'string' || message.length === 0) problems.push('error body has no message');
  if (errors !== undefined) {
    const valid =
      typeof errors === 'object' &&
      errors !== null &&
      !Array.isArray(errors) &&
      Object.values(errors).every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string'));
    if (!valid) problems.push('error body `errors` is not {field: string[]}');
  }
  return problems;
}
