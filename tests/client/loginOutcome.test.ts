// @vitest-environment node
// Pure logic: no DOM, so no jsdom to set up for this file.
import { describe, expect, it } from 'vitest';
import { loginOutcome } from '../../src/client/providers/loginOutcome.ts';
import { loginSuccess } from './support/factories.ts';

describe('login outcomes', () => {
  it('is a success when a token comes with two-factor enabled', () => {
    const answer = loginSuccess({ has_enabled_two_factor_auth: true });
    expect(loginOutcome(answer)).toEqual({ kind: 'success', login: answer });
  });

  it('is two_factor_auth_not_enabled when a token comes without two-factor', () => {
    const answer = loginSuccess({ has_enabled_two_factor_auth: false });
    expect(loginOutcome(answer)).toEqual({ kind: 'two_factor_auth_not_enabled', login: answer });
  });

  it('is a two_factor_auth_challenge when the server asks for a code', () => {
    expect(loginOutcome({ two_factor_auth: true, challenge_token: 'chal-1' })).toEqual({
      kind: 'two_factor_auth_challenge',
      challengeToken: 'chal-1',
    });
  });

  it('is a failure when no token is returned', () => {
    expect(loginOutcome({ two_factor_auth: false, full_name: 'X' })).toEqual({ kind: 'failure' });
    expect(loginOutcome({ ...loginSuccess(), token: '' })).toEqual({ kind: 'failure' });
    expect(loginOutcome(null)).toEqual({ kind: 'failure' });
    expect(loginOutcome('oops')).toEqual({ kind: 'failure' });
    // A challenge without its token cannot be answered either.
    expect(loginOutcome({ two_factor_auth: true })).toEqual({ kind: 'failure' });
  });
});
