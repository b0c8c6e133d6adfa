// Registration: a user without organization, signed in at once; organizations come later
// through invitations. The email starts unverified and a link to verify it is mailed, unless the
// account is made through an invitation's mailed link to that same address (which proves it).
// Throttled per address; an email taken in any letter case is a 422.
import type { LoginSuccess } from '../../../shared/api.ts';
import type { Language } from '../../../shared/languages.ts';
import type { RegisterBody } from '../../../shared/schemas/auth.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { fieldError } from '../../http/errors.ts';
import { currentTime } from '../../services/clock.ts';
import { consume } from '../../services/throttle.ts';
import { invitationLinkProves } from '../invitations/received-invitations.service.ts';
import type { SignInOptions } from './auth.service.ts';
import { createVerificationLink, type MailingContext } from './email-verification.service.ts';
import { hashPassword } from './passwords.ts';
import { signIn } from './sign-in.service.ts';
import { registerLimit } from './throttles.ts';
import { findUserByEmail } from './users.queries.ts';

export const EMAIL_TAKEN = 'The email has already been taken.';

export async function register(
  db: Database,
  mail: MailingContext,
  body: RegisterBody,
  options: SignInOptions & { language: Language },
  now = currentTime(),
): Promise<LoginSuccess> {
  await consume(db, registerLimit(options.ip), now);
  if (await findUserByEmail(db, body.email)) throw fieldError('email', EMAIL_TAKEN);

  const proven = body.invitation_token !== undefined && (await invitationLinkProves(db, body.invitation_token, body.email, now));
  const passwordHash = await hashPassword(body.password);
  const { user, verificationMail } = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          full_name: body.full_name,
          email: body.email,
          password_hash: passwordHash,
          email_verified_at: proven ? now : null,
          // The language the visitor registered in (Accept-Language) is his from the start.
          locale: options.language,
        })
        .returning();
      return {
        user: created!,
        verificationMail: proven ? null : await createVerificationLink(tx, mail.publicUrl, created!, created!.email, now),
      };
    })
    .catch((error: unknown) => {
      // Two registrations of one email racing: the unique index decides, the loser gets the 422.
      if (isUniqueViolation(error)) throw fieldError('email', EMAIL_TAKEN);
      throw error;
    });
  if (verificationMail) mail.mailer.queue(verificationMail);
  return signIn(db, user, body.device_name, options.tokenTtlDays, now);
}
