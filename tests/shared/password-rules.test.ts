import { describe, expect, it } from 'vitest';
import { changePasswordBody } from '../../src/shared/schemas/account.ts';
import { registerBody, resetPasswordBody } from '../../src/shared/schemas/auth.ts';

// The shared half of the password rules, as the client's forms run them (no server, no list).
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('password rules shared by the forms and the server', () => {
  const base = { full_name: 'A', email: 'someone@example.test', password: 'river-stone-41', password_confirmation: 'river-stone-41' };

  it('accepts a good password and fills in the web device name', () => {
    const parsed = registerBody.parse(base);
    expect(parsed.device_name).toBe('Realestate Platform Web');
  });

  it('requires 8 to 128 characters', () => {
    expect(errorsOf(registerBody.safeParse({ ...base, password: 'short', password_confirmation: 'short' }))).toEqual({
      password: 'The password field must be at least 8 characters.',
    });
    const long = 'y'.repeat(129);
    expect(errorsOf(registerBody.safeParse({ ...base, password: long, password_confirmation: long }))).toEqual({
      password: 'The password field must not be greater than 128 characters.',
    });
  });

  it('refuses the email as password, letter case aside', () => {
    const result = resetPasswordBody.safeParse({
      token: 't',
      email: 'someone@example.test',
      password: 'SomeOne@Example.test',
      password_confirmation: 'SomeOne@Example.test',
    });
    expect(errorsOf(result)).toEqual({ password: 'The password must be different from your email address.' });
  });

  it('reports a confirmation mismatch on password', () => {
    expect(
      errorsOf(
        changePasswordBody.safeParse({ current_password: 'x', password: 'river-stone-41', password_confirmation: 'river-stone-42' }),
      ),
    ).toEqual({
      password: 'The password field confirmation does not match.',
    });
  });
});
