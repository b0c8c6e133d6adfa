// @vitest-environment node
// Pure logic: no DOM, so no jsdom to set up for this file.
// No screen shows literal text (issue 25, "Two languages, complete"): every word the client shows
// goes through a message key, so Arabic has it too. A static check of every src/client .tsx file,
// parsed with Vite's parser (oxc, through `parseAst`; TypeScript 7 has no JavaScript compiler API):
// JSX text with letters (`<Button>Save</Button>`, `{'Save'}`) and a user-facing prop (label,
// title, placeholder, …) given a string with letters that is not a key of the English messages
// both fail, with the file, the line and the text.
import fs from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/client/i18n/en.ts';

/** Props whose string a person reads or hears (screen readers read aria-label, alt and title). */
const USER_FACING_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'helperText',
  'aria-label',
  'aria-description',
  'alt',
  'emptyText',
  'tooltip',
  'primary',
  'secondary',
  'subheader',
  'noOptionsText',
  'loadingText',
  'confirmTitle',
  'confirmContent',
  'successMessage',
  // The app's own components that take a message key.
  'fieldLabel',
  'titleKey',
]);

/** Keys of objects that end up as such props or as a toast (`{label: …}` of a column or a filter). */
const USER_FACING_KEYS = new Set(['label', 'title', 'message', 'helperText', 'placeholder', 'emptyText']);

/** Calls whose first argument is shown: react-admin's notify translates a key and shows anything else as is. */
const SHOWING_CALLS = new Set(['notify']);

/**
 * Texts with letters that stay the same in every language, each with why; anything else is a
 * message key. Symbols, digits and punctuation (`·`, `—`, `%`) need no entry: only letters count.
 */
const ALLOWED = new Set([
  // A product's own name, kept in Latin letters on Arabic screens too (as the Arabic messages do).
  'WhatsApp Cloud',
]);

type Messages = { [key: string]: string | Messages };

function keysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : [`${prefix}${key}`, ...keysOf(value, `${prefix}${key}.`)],
  );
}

/** Every key of the English messages, branches too (react-admin adds `.name` to `resources.x`). */
const MESSAGE_KEYS = new Set(keysOf(en as Messages));

/** A letter of any script: digits, symbols and spaces alone are not text to translate. */
const hasLetters = (text: string) => /\p{L}/u.test(text);

const isAllowed = (text: string) => !hasLetters(text) || ALLOWED.has(text) || MESSAGE_KEYS.has(text);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template that builds a key (`inventory.${resource}.delete_title`): some key has its shape. */
function buildsKey(parts: string[]): boolean {
  const shape = new RegExp(`^${parts.map(escapeRegExp).join('[a-z0-9_.]+')}$`);
  return [...MESSAGE_KEYS].some((key) => shape.test(key));
}

interface LiteralText {
  file: string;
  line: number;
  text: string;
}

/** An ESTree node as the parser gives it: a type, offsets, and children under any key. */
interface AstNode {
  type: string;
  start: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** The string values an expression can take when written literally (`'a'`, `c ? 'a' : 'b'`, `x ?? 'a'`). */
function literalStrings(node: AstNode): Array<{ node: AstNode; text: string }> {
  if (node.type === 'Literal' && typeof node.value === 'string') return [{ node, text: node.value }];
  if (node.type === 'TemplateLiteral') {
    const parts = (node.quasis as Array<{ value: { cooked: string | null } }>).map((quasi) => quasi.value.cooked ?? '');
    return buildsKey(parts) ? [] : [{ node, text: parts.join(' ') }];
  }
  if (node.type === 'ConditionalExpression') {
    return [...literalStrings(node.consequent as AstNode), ...literalStrings(node.alternate as AstNode)];
  }
  if (node.type === 'LogicalExpression') return literalStrings(node.right as AstNode);
  return [];
}

const propertyName = (key: AstNode) => String(key.type === 'Identifier' ? key.name : key.type === 'Literal' ? key.value : '');

/** `notify(…)` and `x.notify(…)` alike. */
const calleeName = (callee: AstNode) =>
  callee.type === 'Identifier' ? String(callee.name) : callee.type === 'MemberExpression' ? propertyName(callee.property as AstNode) : '';

/** The literal texts a client source (.tsx, or .ts holding columns, filters, toasts) shows. */
function findLiteralTexts(file: string, source: string): LiteralText[] {
  const program = parseAst(source, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }, file) as unknown as AstNode;
  const found: Array<LiteralText & { start: number }> = [];
  const report = (node: AstNode, text: string) => {
    const line = source.slice(0, node.start).split('\n').length;
    found.push({ file, line, start: node.start, text: text.trim().replace(/\s+/g, ' ') });
  };
  const check = (node: AstNode) => {
    for (const literal of literalStrings(node)) if (!isAllowed(literal.text.trim())) report(literal.node, literal.text);
  };
  const visit = (node: AstNode) => {
    if (node.type === 'JSXText') {
      if (!isAllowed(String(node.value).trim())) report(node, String(node.value));
    } else if (node.type === 'JSXElement' || node.type === 'JSXFragment') {
      // A child written as an expression: `{'Save'}`, `{busy ? 'Saving' : 'Save'}`.
      for (const child of node.children as AstNode[]) if (child.type === 'JSXExpressionContainer') check(child.expression as AstNode);
    } else if (node.type === 'Property' && USER_FACING_KEYS.has(propertyName(node.key as AstNode)) && isNode(node.value)) {
      check(node.value);
    } else if (node.type === 'CallExpression' && SHOWING_CALLS.has(calleeName(node.callee as AstNode))) {
      const [first] = node.arguments as AstNode[];
      if (first) check(first);
    } else if (node.type === 'JSXAttribute' && USER_FACING_PROPS.has((node.name as AstNode).name as string) && isNode(node.value)) {
      check(node.value.type === 'JSXExpressionContainer' ? (node.value.expression as AstNode) : node.value);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(program);
  return found.sort((a, b) => a.start - b.start).map(({ start: _start, ...literal }) => literal);
}

const clientRoot = path.resolve(import.meta.dirname, '../../src/client');

describe('screens show no literal text', () => {
  it('finds literal text in a sample, and passes keys, symbols and expressions', () => {
    const sample = `
      export const Sample = ({ name, busy }: { name: string; busy: boolean }) => (
        <Card title="Unit details">
          <Button label="ra.action.save">Save</Button>
          <TextInput source="price" label="inventory.fields.price" helperText="Price in AED" />
          <span aria-label={busy ? 'Saving' : 'ra.action.save'}>{'Loading'} · {name}</span> <em>WhatsApp Cloud</em>
          <img alt={\`Logo of \${name}\`} src="/logo.png" />
          <Typography>{translate('layout.loading')} 42 %</Typography>
          <Filters filters={[{ name: 'hot', label: 'Hot only' }, { name: 'tag_id', label: 'crm.deals.fields.tag' }]} />
          <Button onClick={() => notify('Saved!')} label={\`inventory.\${resource}.delete_title\`} />
        </Card>
      );`;
    expect(findLiteralTexts('sample.tsx', sample).map(({ line, text }) => `${line}: ${text}`)).toEqual([
      '3: Unit details',
      '4: Save',
      '5: Price in AED',
      '6: Saving',
      '6: Loading',
      '7: Logo of',
      '9: Hot only',
      '10: Saved!',
    ]);
  });

  it('in any client component', () => {
    // The message files themselves are where the texts belong.
    const files = fs
      .readdirSync(clientRoot, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('i18n/'))
      .sort();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => findLiteralTexts(file, fs.readFileSync(path.join(clientRoot, file), 'utf8')));
    expect(found.map(({ file, line, text }) => `${file}:${line}: ${text}`)).toEqual([]);
  });
});
