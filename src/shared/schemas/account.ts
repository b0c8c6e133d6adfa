// Request bodies of the signed-in user's own account: profile, password, saved filters.
import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';
import { LIST_RESOURCES } from '../list-resources.ts';
import { emailField, fullNameField } from './auth.ts';
import { queryFlag } from './list-filters.ts';
import { listQuerySchema } from './lists.ts';
import { checkNewPassword, newPasswordField, passwordConfirmationField } from './passwords.ts';

export const profileBody = z.object({
  full_name: fullNameField,
  email: emailField,
  // An emptied phone input clears the phone.
  phone: z
    .string()
    .trim()
    .max(40, 'The phone field must not be greater than 40 characters.')
    .regex(/^[+0-9 ()./-]*$/, 'The phone must contain only digits, spaces and + ( ) - . /')
    .nullish()
    .transform((value) => (value ? value : null)),
  /**
   * The language of the user's screens, answers and mails (docs/api.md "Languages"); unchanged when
   * absent. Not `locale`: that payload field rides on every call and SPEC.md fixes it to `en`.
   */
  language: z.enum(LANGUAGES, { error: `The language must be one of: ${LANGUAGES.join(', ')}.` }).optional(),
  /** Needed to change the email (a new address takes effect once its mailed link is followed). */
  current_password: z.string().max(1024).optional(),
});
export type ProfileBody = z.infer<typeof profileBody>;

export const changePasswordBody = z
  .object({
    current_password: z
      .string({ error: 'The current password field is required.' })
      .min(1, 'The current password field is required.')
      .max(1024),
    password: newPasswordField,
    password_confirmation: passwordConfirmationField,
  })
  .superRefine(checkNewPassword);
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** One of the product's lists (list-resources.ts), e.g. `crm/leads`: free text would let one account fill the table. */
export const savedFilterResource = z.enum(LIST_RESOURCES, {
  error: `The resource must be one of the lists: ${LIST_RESOURCES.join(', ')}.`,
});

export const MAX_SAVED_FILTER_BYTES = 8 * 1024;

export const savedFilterBody = z.object({
  resource: savedFilterResource,
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(100, 'The name field must not be greater than 100 characters.'),
  filters: z
    .record(z.string(), z.unknown(), { error: 'The filters field must be an object.' })
    .refine(
      (value) => JSON.stringify(value).length <= MAX_SAVED_FILTER_BYTES,
      `The filters must not be larger than ${MAX_SAVED_FILTER_BYTES} bytes.`,
    ),
});
export type SavedFilterBody = z.infer<typeof savedFilterBody>;

/** The signed-in user's notifications as a list, newest first; `unread` narrows it to the unread. */
export const notificationListQuery = listQuerySchema({
  sortable: ['created_at', 'id'],
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  filters: { unread: queryFlag.optional() },
});

/** A user's saved filters as a list (docs/api.md "Lists"); `resource` narrows it to one list. `resource` sorts by list, then name. */
export const savedFilterListQuery = listQuerySchema({
  sortable: ['resource', 'name', 'created_at', 'id'],
  defaultSort: 'resource',
  filters: { resource: savedFilterResource.optional() },
});
