// Query strings and urlencoded bodies: `name[]=a&name[]=b` and repeated names become arrays,
// the way the client (and PHP/Laravel clients before it) send lists.

export type ParsedFields = Record<string, string | string[]>;

export function parseQueryString(input: string): ParsedFields {
  const result: ParsedFields = Object.create(null);
  for (const [rawKey, value] of new URLSearchParams(input)) {
    addField(result, rawKey, value);
  }
  return { ...result };
}

/** Adds one field, folding `name[]` and repeated names into a list. */
export function addField(target: ParsedFields, rawKey: string, value: string): void {
  const isList = rawKey.endsWith('[]');
  const key = isList ? rawKey.slice(0, -2) : rawKey;
  if (!key || key === '__proto__' || key === 'constructor' || key === 'prototype') return;
  const existing = target[key];
  if (existing === undefined) {
    target[key] = isList ? [value] : value;
  } else if (Array.isArray(existing)) {
    existing.push(value);
  } else {
    target[key] = [existing, value];
  }
}
