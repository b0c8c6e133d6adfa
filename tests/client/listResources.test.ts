// @vitest-environment node
// Pure logic: no DOM, so no jsdom to set up for this file.
// The product's lists are named once (src/shared/list-resources.ts): the server takes only those
// as a saved filter's `resource`, so the client's resources and the deals list must be among them,
// and the shared list must name no list the client does not have.
import { describe, expect, it } from 'vitest';
import { LIST_RESOURCES } from '../../src/shared/list-resources.ts';
import { RESOURCES } from '../../src/client/resources.ts';

/** Lists served by custom routes rather than a react-admin resource. */
const CUSTOM_LISTS = ['crm/deals'];

describe('the list resources shared with the server', () => {
  it('are exactly the client’s resources and its custom lists', () => {
    expect([...LIST_RESOURCES].sort()).toEqual([...Object.keys(RESOURCES), ...CUSTOM_LISTS].sort());
  });
});
