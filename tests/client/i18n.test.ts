import { describe, expect, it } from 'vitest';
import { ROLES } from '../../src/shared/roles.ts';
import { en } from '../../src/client/i18n/en.ts';
import { NAVIGATION } from '../../src/client/layout/navigation.ts';

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
}

describe('English messages', () => {
  it('have a label for every menu entry', () => {
    for (const entry of NAVIGATION) expect(typeof lookup(entry.labelKey), entry.labelKey).toBe('string');
  });

  it('name every role', () => {
    for (const role of ROLES) expect(typeof lookup(`roles.${role}`), role).toBe('string');
  });

  it('keep the names the browser tests look for', () => {
    expect(lookup('auth.login.email')).toBe('Email');
    expect(lookup('auth.login.password')).toBe('Password');
    expect(lookup('auth.login.submit')).toBe('Sign in');
    expect(lookup('auth.two_factor_notice.set_up_now')).toBe('Set up now');
    expect(lookup('auth.two_factor_notice.remind_me_later')).toBe('Remind me later');
    expect(lookup('layout.organization_switcher.label')).toBe('Switch organization');
    expect(lookup('ra.auth.user_menu')).toBe('Profile');
    expect(lookup('ra.auth.logout')).toBe('Logout');
  });
});
