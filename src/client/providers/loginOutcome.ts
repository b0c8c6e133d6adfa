// docs/product.md section 4's four login outcomes, decided from the answer of `auth/login` (or of the 2FA
// challenge, which answers like a login). Pure, so each outcome is tested on its own.
import type { LoginSuccess } from '../../shared/api.ts';

export type LoginOutcome =
  | { kind: 'success'; login: LoginSuccess }
  | { kind: 'two_factor_auth_not_enabled'; login: LoginSuccess }
  | { kind: 'two_factor_auth_challenge'; challengeToken: string }
  | { kind: 'failure' };

export function loginOutcome(response: unknown): LoginOutcome {
  const answer = (typeof response === 'object' && response !== null ? response : {}) as Record<string, unknown>;
  if (answer.two_factor_auth === true) {
    return typeof answer.challenge_token === 'string' && answer.challenge_token !== ''
      ? { kind: 'two_factor_auth_challenge', challengeToken: answer.challenge_token }
      : { kind: 'failure' };
  }
  if (typeof answer.token !== 'string' || answer.token === '') return { kind: 'failure' };
  const login = answer as unknown as LoginSuccess;
  return login.has_enabled_two_factor_auth === true ? { kind: 'success', login } : { kind: 'two_factor_auth_not_enabled', login };
}
