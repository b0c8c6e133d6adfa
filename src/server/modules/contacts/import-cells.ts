// The cells of a contacts import row (companies, brokers) as zod schemas: the row schemas of
// company-import.service.ts and broker-import.service.ts are built from them, and the import
// pipeline (services/import-pipeline.ts) reports their messages as the row's reasons. A cell is
// absent when it is empty, and an absent optional cell is stored as null.
import { z } from 'zod';

/** An optional cell: absent is null. */
export const optionalCell = <T>(schema: z.ZodType<T, string>) => schema.optional().transform((value): T | null => value ?? null);

export const textCell = (field: string, max: number) =>
  z.string().max(max, `The ${field.replace(/_/g, ' ')} may not be greater than ${max} characters.`);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailCell = z
  .string()
  .refine((value) => value.length <= 255 && EMAIL.test(value), 'The email must be a valid email address.')
  .transform((value) => value.toLowerCase());

/** A phone: digits with an optional leading +, spaces, dashes, dots and brackets; 7 to 15 digits. */
export const phoneCell = z.string().refine((value) => {
  const digits = value.replace(/\D/g, '');
  return /^\+?[\d\s\-.()]+$/.test(value) && digits.length >= 7 && digits.length <= 15;
}, 'The phone must be a phone number of 7 to 15 digits.');

/** One of `allowed`, written in any letter case with spaces or dashes for underscores (`Not interested`). */
export const enumCell = <T extends string>(field: string, allowed: readonly T[]) =>
  z.string().transform((value, context) => {
    const normalized = value.toLowerCase().replace(/[\s-]+/g, '_');
    if (allowed.includes(normalized as T)) return normalized as T;
    context.addIssue({ code: 'custom', message: `The ${field} must be one of: ${allowed.join(', ')}.` });
    return z.NEVER;
  });

export const IMPORT_LOCK_NAMESPACE = 0x434f_4e54; // 'CONT': one contacts import per organization at a time
export const IMPORT_BATCH = 500;
