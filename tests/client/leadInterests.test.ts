// @vitest-environment node
// Pure logic: no DOM, so no jsdom to set up for this file.
import { describe, expect, it } from 'vitest';
import { createLeadBody } from '../../src/shared/schemas/crm.ts';

describe('lead interests as sent', () => {
  it('sends trimmed communities without blanks, with unit types and bedrooms', () => {
    const parsed = createLeadBody.parse({
      full_name: 'Amira Saleh',
      phone: '+971501234567',
      source: 'website',
      status: 'new',
      interests: { unit_types: ['villa', 'villa'], bedrooms: [3, 0], communities: [' Dubai Marina', 'Dubai Creek Harbour ', ''] },
    });
    expect(parsed.interests).toEqual({ unit_types: ['villa'], bedrooms: [0, 3], communities: ['Dubai Marina', 'Dubai Creek Harbour'] });
  });
});
