import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/client/i18n/en.ts';
import { ORGANIZATION_TABS } from '../../src/client/routing/paths.ts';
import { isAction } from '../../src/shared/permissions.ts';
import { ORGANIZATION_KINDS, ORGANIZATION_STATUSES } from '../../src/shared/roles.ts';
import { SIGNUP_STEPS } from '../../src/shared/signup.ts';

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
}

describe('English messages of the organization, user and signup screens', () => {
  it('have every key those screens name literally', () => {
    const root = path.resolve(import.meta.dirname, '../../src/client');
    const files = ['organizations', 'users', 'signup', 'forms'].flatMap((folder) =>
      fs
        .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => path.join(root, folder, file)),
    );
    const keyPattern = /['"`]((?:organizations|users|signup|forms)\.[a-z_]+(?:\.[a-z_]+)*)['"`]/g;
    // Matrix actions (`organizations.show`) are named too, but they are not messages.
    const keys = new Set(
      files
        .flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(keyPattern)].map((match) => match[1]!))
        .filter((key) => !isAction(key)),
    );
    expect(keys.size).toBeGreaterThan(150);
    for (const key of keys) expect(typeof lookup(key), key).toBe('string');
  });

  it('name every tab, kind, status, signup step and per-action message built from a name', () => {
    const keys = [
      ...ORGANIZATION_TABS.map((tab) => `organizations.tabs.${tab}`),
      ...ORGANIZATION_KINDS.map((kind) => `organizations.kinds.${kind}`),
      ...ORGANIZATION_STATUSES.map((status) => `organizations.statuses.${status}`),
      ...SIGNUP_STEPS.map((step) => `signup.steps.${step}`),
      'signup.steps.done',
      ...['approve', 'suspend', 'reactivate'].flatMap((action) =>
        ['', '_title', '_content', '_done'].map((suffix) => `organizations.status_actions.${action}${suffix}`),
      ),
      ...['draft', 'active', 'expired', 'renewed'].map((status) => `organizations.contracts.statuses.${status}`),
      ...['bank_confirmation_letter', 'additional'].map((type) => `organizations.documents.types.${type}`),
      ...['full_name', 'email', 'phone', 'role', 'password', 'password_confirmation', 'submit'].map(
        (field) => `organizations.members.form.${field}`,
      ),
    ];
    for (const key of keys) expect(typeof lookup(key), key).toBe('string');
  });

  it('keep the names the browser tests look for', () => {
    expect(lookup('navigation.my_organization')).toBe('My organization');
    expect(lookup('organizations.status_actions.approve')).toBe('Approve');
    expect(lookup('organizations.api_tokens.copy')).toBe('Copy token');
    expect(lookup('signup.next')).toBe('Continue');
    expect(lookup('signup.finish')).toBe('Finish');
  });
});
