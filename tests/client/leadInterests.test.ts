import { describe, expect, it } from 'vitest';
import { createLeadBody } from '../../src/shared/schemas/crm.ts';
import { communitiesToText, textToCommunities } from '../../src/client/crm/leads/LeadInputs.tsx';

describe('lead interests as typed', () => {
  it('round-trips the communities text exactly as typed, trailing comma included', () => {
    for (const typed of ['Dubai Marina', 'Dubai Marina,', 'Dubai Marina, JVC', '']) {
      expect(communitiesToText(textToCommunities(typed))).toBe(typed);
    }
  });

  it('sends trimmed communities without blanks, with unit types and bedrooms', () => {
    const parsed = createLeadBody.parse({
      full_name: 'Amira Saleh',
      phone: '+971501234567',
      source: 'website',
      status: 'new',
      interests: { unit_types: ['villa', 'villa'], bedrooms: [3, 0], communities: textToCommunities('Dubai Marina, JVC,') },
    });
    expect(parsed.interests).toEqual({ unit_types: ['villa'], bedrooms: [0, 3], communities: ['Dubai Marina', 'JVC'] });
  });
});
