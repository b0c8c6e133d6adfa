// @vitest-environment node
// Pure logic: no DOM, so no jsdom to set up for this file.
import { describe, expect, it } from 'vitest';
import { homePath } from '../../src/client/routing/homePath.ts';

describe('home page of each access type', () => {
  it.each([
    [null, '/auth/no-organizations'],
    [undefined, '/auth/no-organizations'],
    ['super_admin_sales_manager', '/inventory/projects'],
    ['super_admin', '/auth/organizations'],
    ['developer_admin', '/crm/leads'],
    ['developer', '/crm/leads'],
    ['broker_admin', '/crm/leads'],
    ['broker', '/crm/leads'],
  ] as const)('%s → %s', (accessType, path) => {
    expect(homePath(accessType)).toBe(path);
  });
});
