import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/shared/permissions.ts';
import { renderPermissionsDoc } from '../../scripts/permissions-markdown.ts';

// docs/permissions.md is generated from the matrix: a matrix changed without `npm run
// docs:permissions` fails here, so the doc a newcomer reads is the table the code enforces.
describe('docs/permissions.md', () => {
  it('is what `npm run docs:permissions` writes from src/shared/permissions.ts', () => {
    const committed = readFileSync(resolve(import.meta.dirname, '../../docs/permissions.md'), 'utf8');
    expect(committed).toBe(renderPermissionsDoc(PERMISSIONS));
  });

  it('lists every action of the matrix in a table of its area', () => {
    const doc = renderPermissionsDoc(PERMISSIONS);
    for (const action of Object.keys(PERMISSIONS)) expect(doc).toContain(`| \`${action}\` |`);
  });

  it('refuses a note about an action the matrix does not have', () => {
    const { 'crm.delete': _removed, ...withoutCrmDelete } = PERMISSIONS;
    expect(() => renderPermissionsDoc(withoutCrmDelete)).toThrow(/crm\.delete/);
  });
});
