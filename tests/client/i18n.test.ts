// @vitest-environment node
// Pure logic: no DOM, so no jsdom to set up for this file.
import fs from 'node:fs';
import path from 'node:path';
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
    expect(lookup('auth.login.register')).toBe('Create an account');
    expect(lookup('auth.login.forgot_password')).toBe('Forgot your password?');
    expect(lookup('auth.two_factor_setup.key')).toBe('Setup key');
    expect(lookup('auth.two_factor_setup.code')).toBe('Authentication code');
    expect(lookup('account.settings.title')).toBe('Account settings');
    expect(lookup('invitations.accept_label')).toBe('Accept the invitation to %{organization}');
  });

  it('have every key the client names literally', () => {
    const root = path.resolve(import.meta.dirname, '../../src/client');
    const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
    const keyPattern = /['"`]((?:app|auth|account|invitations|layout|errors|navigation|roles)\.[a-z_]+(?:\.[a-z_]+)*)['"`]/g;
    const keys = new Set(
      files.flatMap((file) => [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(keyPattern)].map((match) => match[1])),
    );
    expect(keys.size).toBeGreaterThan(50);
    for (const key of keys) expect(typeof lookup(key), key).toBe('string');
  });
});
