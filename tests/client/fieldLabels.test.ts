// Where the conflict dialog looks for a field's label (src/client/versions/fieldLabels.ts).
import { describe, expect, it } from 'vitest';
import { collectionOf, fieldLabelKeys } from '../../src/client/versions/fieldLabels.ts';

describe('collectionOf', () => {
  it('is the path up to the first id, from a string or from segments', () => {
    expect(collectionOf('crm/leads/11')).toBe('crm/leads');
    expect(collectionOf('inventory/units/5/price')).toBe('inventory/units');
    expect(collectionOf(['auth', 'organizations', 3, null, 'documents', 7])).toBe('auth/organizations');
    expect(collectionOf('account/profile')).toBe('account/profile');
  });
});

describe('fieldLabelKeys', () => {
  it("looks in react-admin's resources, then the area's screen, then the whole area", () => {
    expect(fieldLabelKeys('crm/leads', 'full_name')).toEqual([
      'resources.crm/leads.fields.full_name',
      'crm.leads.fields.full_name',
      'crm.fields.full_name',
    ]);
    expect(fieldLabelKeys('organizations', 'name')).toEqual(['resources.organizations.fields.name', 'organizations.fields.name']);
  });
});
