// Every message the API may answer with, read from the source (docs/architecture.md "Messages in
// two languages"): the sentences written in src/server and in the shared request schemas, each
// template literal's `${…}` turned into one placeholder (`:_`). A sentence is a string that starts
// with a capital letter (or a placeholder), holds a space and ends with `.`, `!` or `?`. Left out:
// mails, PDFs and the demo seed, mail and notification texts (`subject`, `paragraphs`, `title`,
// `body`), the message queue's delivery notes, a 2xx answer's `message` (in an object a function
// returns, or beside its `data`), internal errors (`new Error(…)`) and logs.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync, Visitor } from 'vite';

export const PLACEHOLDER = ':_';

/** Where the API's messages are written. */
const ROOTS = ['src/server', 'src/shared/schemas'];

/** Files whose sentences are not API answers: mails, documents and their texts, the seed, the backup tool. */
const NOT_ANSWERS = [/-mail\.ts$/, /\.pdf\.ts$/, /-texts\.ts$/, /^src\/server\/db\//, /^src\/server\/services\/(mail|pdf|messaging)/];

/** Object properties whose text is a mail's, a notification's or a log's (a background job's `failure`), not an answer's. */
const NOT_ANSWER_PROPERTIES = new Set(['subject', 'paragraphs', 'title', 'body', 'failure']);

const SENTENCE = /^(?:[A-Z]|:_)[\s\S]* [\s\S]*[.!?]$/;

export interface SourceMessage {
  /** The sentence, `${…}` as `:_`. */
  text: string;
  file: string;
}

interface Node {
  type: string;
  [key: string]: unknown;
}

/** oxc's visitor over our loose node shape (a test reads only a few fields of a few node types). */
function visitor(handlers: Record<string, (node: Node) => void>): InstanceType<typeof Visitor> {
  return new Visitor(handlers as unknown as ConstructorParameters<typeof Visitor>[0]);
}

function sourceFiles(root: string): string[] {
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(process.cwd(), join(entry.parentPath, entry.name)))
    .filter((file) => !NOT_ANSWERS.some((pattern) => pattern.test(file)));
}

function textOf(node: Node): string | null {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') {
    return (node.quasis as { value: { cooked: string } }[]).map((quasi) => quasi.value.cooked).join(PLACEHOLDER);
  }
  return null;
}

const named = (name: string) => (property: Node) => (property.key as Node | undefined)?.name === name;

/** The `message` of `return { message: 'Tag deleted.' }` or `{ data, message: 'Lead created.' }`: a success answer. */
function successMessage(object: Node, returned: boolean): Node | undefined {
  const properties = (object.properties as Node[]).filter((property) => property.type === 'Property');
  if (!returned && !properties.some(named('data'))) return undefined;
  return properties.find(named('message'))?.value as Node | undefined;
}

/** `new Error('…')` (a bug, answered as a generic 500) or `log.error(…, '…')`. */
function isInternal(node: Node): boolean {
  if (node.type === 'NewExpression') return (node.callee as Node).name === 'Error';
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee as Node;
  return callee.type === 'MemberExpression' && /^(fatal|error|warn|info|debug|trace)$/.test(String((callee.property as Node).name));
}

export function sourceMessages(): SourceMessage[] {
  const found = new Map<string, SourceMessage>();
  for (const file of ROOTS.flatMap(sourceFiles)) {
    const skipped = new Set<Node>();
    const { program } = parseSync(file, readFileSync(file, 'utf8'), { lang: 'ts' });
    visitor({
      ObjectExpression(object: Node) {
        skip(successMessage(object, false));
        for (const property of object.properties as Node[]) {
          if (property.type === 'Property' && NOT_ANSWER_PROPERTIES.has(String((property.key as Node).name))) skip(property.value as Node);
        }
      },
      ReturnStatement(node: Node) {
        const argument = node.argument as Node | null;
        if (argument?.type === 'ObjectExpression') skip(successMessage(argument, true));
      },
      NewExpression(node: Node) {
        if (isInternal(node)) for (const argument of node.arguments as Node[]) skipped.add(argument);
      },
      CallExpression(node: Node) {
        if (isInternal(node)) for (const argument of node.arguments as Node[]) skipped.add(argument);
      },
      Literal(node: Node) {
        collect(node);
      },
      TemplateLiteral(node: Node) {
        collect(node);
      },
    }).visit(program);

    /** A message and, when it is chosen (`done ? 'Activity completed.' : 'Activity reopened.'`), its choices. */
    function skip(node: Node | undefined) {
      if (!node) return;
      skipped.add(node);
      if (node.type === 'ConditionalExpression') [node.consequent, node.alternate].forEach((branch) => skip(branch as Node));
      if (node.type === 'ArrayExpression') (node.elements as Node[]).forEach((element) => skip(element));
    }

    function collect(node: Node) {
      const text = textOf(node);
      if (text === null || skipped.has(node) || !SENTENCE.test(text)) return;
      if (!found.has(text)) found.set(text, { text, file });
    }
  }
  return [...found.values()];
}

/** Parameter names that carry a field label or a noun into a message (`requiredText(label, …)`). */
const LABEL_PARAMETERS = new Set(['label', 'what']);

/**
 * Every label the source hands a message helper: the string literals passed where a function of
 * src/shared/schemas or src/server takes its `label` (or `what`) parameter, each a part some message
 * embeds ("The building id must be a positive integer.").
 */
export function sourceLabels(): string[] {
  const labels = new Set<string>();
  const files = ROOTS.flatMap(sourceFiles).map((file) => ({
    file,
    program: parseSync(file, readFileSync(file, 'utf8'), { lang: 'ts' }).program,
  }));
  const labelHelpers = new Map<string, number>();
  const remember = (name: unknown, params: Node[]) => {
    const index = params.findIndex((param) => LABEL_PARAMETERS.has(String(param.name)));
    if (typeof name === 'string' && index >= 0) labelHelpers.set(name, index);
  };
  for (const { program } of files) {
    visitor({
      FunctionDeclaration(node: Node) {
        remember((node.id as Node | null)?.name, node.params as Node[]);
      },
      VariableDeclarator(node: Node) {
        const init = node.init as Node | null;
        if (init?.type === 'ArrowFunctionExpression' || init?.type === 'FunctionExpression')
          remember((node.id as Node).name, init.params as Node[]);
      },
    }).visit(program);
  }
  for (const { program } of files) {
    visitor({
      CallExpression(node: Node) {
        const index = labelHelpers.get(String((node.callee as Node).name));
        const argument = index === undefined ? undefined : (node.arguments as Node[])[index];
        const text = argument ? textOf(argument) : null;
        if (text !== null && !text.includes(PLACEHOLDER)) labels.add(text);
      },
    }).visit(program);
  }
  return [...labels].sort();
}
