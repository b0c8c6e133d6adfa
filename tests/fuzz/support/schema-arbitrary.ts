// fast-check arbitraries from a route's JSON Schema (zod's own conversion of the route schema):
// mostly values the schema accepts — so requests get past validation into the handlers and the
// database — then values at and past its bounds, then anything at all in place of a field,
// missing required fields and unknown extra ones.
import fc from 'fast-check';
import { BAD_DATES, BAD_DATE_TIMES, BOUNDARY_NUMBERS, EDGE_DATES, hostileValue } from './hostile-values.ts';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

/** Where generated ids should land: records that exist (the caller's and others'). */
export interface IdHints {
  /** Ids of records that exist, whatever their table (small serials hit most tables). */
  ids: number[];
  /** Organization ids the world knows. */
  organizationIds: number[];
}

const MAX_DEPTH = 4;
const EXTRA_FIELDS = [
  'organization_id',
  'id',
  'role',
  'created_by',
  'status',
  '__proto__',
  'constructor',
  'is_super',
  'password_hash',
  'deleted_at',
  'zz_unknown',
];

function alternatives(schema: JsonSchema): JsonSchema[] | null {
  return schema.anyOf ?? schema.oneOf ?? null;
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type[0];
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

function idArbitrary(hints: IdHints, name: string): fc.Arbitrary<number> {
  const pool = /organi[sz]ation|org_?id/i.test(name) ? hints.organizationIds : hints.ids;
  return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pool) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 60 }) });
}

function integerArbitrary(schema: JsonSchema, name: string, hints: IdHints): fc.Arbitrary<number> {
  const min = schema.exclusiveMinimum !== undefined ? Math.floor(schema.exclusiveMinimum) + 1 : Math.ceil(schema.minimum ?? -1_000_000);
  const max = schema.exclusiveMaximum !== undefined ? Math.ceil(schema.exclusiveMaximum) - 1 : Math.floor(schema.maximum ?? 1_000_000);
  const safeMin = Math.max(min, Number.MIN_SAFE_INTEGER);
  const safeMax = Math.min(max, Number.MAX_SAFE_INTEGER);
  const looksLikeId = /(^|_)ids?$/.test(name) || name === 'id';
  const ranged = fc.integer({ min: safeMin, max: Math.max(safeMin, safeMax) });
  const edges = fc.constantFrom(safeMin, Math.max(safeMin, safeMax));
  if (looksLikeId && safeMin >= 0)
    return fc.oneof({ weight: 5, arbitrary: idArbitrary(hints, name) }, { weight: 1, arbitrary: ranged }, { weight: 1, arbitrary: edges });
  const small = fc.integer({ min: Math.max(safeMin, -5), max: Math.max(Math.max(safeMin, -5), Math.min(safeMax, 100)) });
  return fc.oneof({ weight: 3, arbitrary: small }, { weight: 2, arbitrary: ranged }, { weight: 1, arbitrary: edges });
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e9;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e9;
  return fc.double({
    min,
    max,
    noNaN: true,
    noDefaultInfinity: true,
    minExcluded: schema.exclusiveMinimum !== undefined,
    maxExcluded: schema.exclusiveMaximum !== undefined,
  });
}

/** Mostly dates the API takes (so requests go on to the handlers), sometimes ones it must refuse. */
function dateArbitrary(format: 'date' | 'date-time'): fc.Arbitrary<string> {
  const moment = fc.date({ min: new Date('1990-01-01'), max: new Date('2060-01-01'), noInvalidDate: true });
  const valid = format === 'date' ? moment.map((date) => date.toISOString().slice(0, 10)) : moment.map((date) => date.toISOString());
  const edges = format === 'date' ? EDGE_DATES : EDGE_DATES.map((day) => `${day}T12:00:00+04:00`);
  return fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 1, arbitrary: fc.constantFrom(...edges) },
    { weight: 2, arbitrary: fc.constantFrom(...(format === 'date' ? BAD_DATES : BAD_DATE_TIMES)) },
  );
}

/** Strings the field's name suggests (an email for `email`…), else text within the bounds. */
function stringArbitrary(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, 300);
  const fits = (value: string) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity);
  const named: fc.Arbitrary<string>[] = [];
  if (schema.format === 'email' || /email/.test(name)) named.push(fc.emailAddress().filter(fits));
  if (schema.format === 'date' || /(_date|_from|_to|_on|date)$/.test(name)) named.push(dateArbitrary('date'));
  if (schema.format === 'date-time' || name.endsWith('_at')) named.push(dateArbitrary('date-time'));
  if (schema.format === 'uri' || name.endsWith('url')) named.push(fc.webUrl().filter(fits));
  if (schema.format === 'uuid') named.push(fc.uuid());
  if (schema.pattern) {
    try {
      named.push(fc.stringMatching(new RegExp(schema.pattern)).filter(fits));
    } catch {
      // A pattern fast-check cannot read: plain text below still covers the field.
    }
  }
  const text = fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'binary' }) },
  );
  return named.length ? fc.oneof({ weight: 3, arbitrary: fc.oneof(...named) }, { weight: 1, arbitrary: text }) : text;
}

/** A value the schema accepts (as far as a generator can tell). */
export function validValue(schema: JsonSchema, name: string, hints: IdHints, depth = 0): fc.Arbitrary<unknown> {
  const options = alternatives(schema);
  if (options?.length) return fc.oneof(...options.map((option) => validValue(option, name, hints, depth)));
  if (schema.allOf?.length) return validValue(schema.allOf[0]!, name, hints, depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (typeOf(schema)) {
    case 'integer':
      return integerArbitrary(schema, name, hints);
    case 'number':
      return numberArbitrary(schema);
    case 'string':
      return stringArbitrary(schema, name);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth >= MAX_DEPTH) return fc.constant([]);
      const item = schema.items ? validValue(schema.items, name.replace(/s$/, ''), hints, depth + 1) : fc.jsonValue({ maxDepth: 1 });
      const minLength = schema.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)) });
    }
    case 'object':
      return depth >= MAX_DEPTH ? fc.constant({}) : objectValue(schema, hints, depth, false);
    default:
      return fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.integer({ min: 1, max: 40 }));
  }
}

/** A value at or past the schema's bounds, or of another type altogether. */
export function edgeValue(schema: JsonSchema, hints: IdHints, depth = 0): fc.Arbitrary<unknown> {
  const options = alternatives(schema);
  if (options?.length) return fc.oneof(...options.map((option) => edgeValue(option, hints, depth)));
  const edges: unknown[] = [];
  switch (typeOf(schema)) {
    case 'integer':
    case 'number': {
      for (const bound of [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum]) {
        if (bound !== undefined) edges.push(bound - 1, bound, bound + 1, bound + 0.5, String(bound + 1));
      }
      edges.push(...BOUNDARY_NUMBERS);
      break;
    }
    case 'string': {
      if (schema.format === 'date' || schema.format === 'date-time') edges.push(...BAD_DATES, ...BAD_DATE_TIMES);
      if (schema.maxLength !== undefined)
        edges.push('a'.repeat(schema.maxLength), 'a'.repeat(schema.maxLength + 1), '😀'.repeat(schema.maxLength));
      if (schema.minLength) edges.push('a'.repeat(schema.minLength - 1));
      if (schema.enum?.length) edges.push(String(schema.enum[0]).toUpperCase(), ` ${String(schema.enum[0])}`);
      break;
    }
    case 'array': {
      if (schema.maxItems !== undefined) edges.push(Array.from({ length: schema.maxItems + 1 }, (_, index) => index + 1));
      edges.push(
        [],
        [[]],
        [null],
        Array.from({ length: 500 }, (_, index) => index),
      );
      break;
    }
    case 'object':
      return depth >= MAX_DEPTH ? hostileValue() : fc.oneof(objectValue(schema, hints, depth, true), hostileValue());
  }
  return edges.length ? fc.oneof(fc.constantFrom(...edges), hostileValue()) : hostileValue();
}

/** Mostly valid, sometimes at the edge, sometimes anything. */
export function fieldValue(schema: JsonSchema, name: string, hints: IdHints, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: validValue(schema, name, hints, depth) },
    { weight: 2, arbitrary: edgeValue(schema, hints, depth) },
    { weight: 1, arbitrary: hostileValue() },
  );
}

/**
 * An object for the schema: every property a field value, optional ones sometimes left out;
 * in hostile mode required ones may go missing too, and unknown or protected fields appear.
 */
export function objectValue(schema: JsonSchema, hints: IdHints, depth: number, hostile: boolean): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(([key, property]) => {
    const value = hostile ? fieldValue(property, key, hints, depth + 1) : validValue(property, key, hints, depth + 1);
    const keep = required.has(key) && !hostile ? fc.constant(true) : fc.boolean();
    return fc.tuple(fc.constant(key), keep, value);
  });
  const extras = hostile
    ? fc.array(fc.tuple(fc.oneof(fc.constantFrom(...EXTRA_FIELDS), fc.string({ maxLength: 12 })), hostileValue()), { maxLength: 3 })
    : fc.constant([] as [string, unknown][]);
  return fc.tuple(fc.tuple(...entries), extras).map(([fields, extra]) => {
    // A null-prototype object: `__proto__` stays an own field, the way JSON.parse would see it.
    const result: Record<string, unknown> = Object.create(null);
    for (const [key, keep, value] of fields) if (keep) result[key] = value;
    for (const [key, value] of extra) result[key] = value;
    return result;
  });
}

/** A request part (query or body) for the schema: mostly near-valid, sometimes hostile throughout. */
export function partValue(schema: JsonSchema | undefined, hints: IdHints): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  if (typeOf(schema) === 'object' && !alternatives(schema)) {
    return fc.oneof(
      { weight: 3, arbitrary: objectValue(schema, hints, 0, false) },
      { weight: 3, arbitrary: objectValue(schema, hints, 0, true) },
      { weight: 1, arbitrary: hostileValue() },
    );
  }
  return fieldValue(schema, 'body', hints);
}
