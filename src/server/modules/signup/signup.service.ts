// The organization signup wizard (docs/api.md "Organization signup"): company data creates a pending
// organization, then bank data, the authorised signatory and (brokers only) broker data follow,
// in order. The last step done may be sent again to correct it until the signup ends; nothing
// changes after. Each step is one transaction on the locked signup row; a file stored for a
// step that then fails is removed, and files a correction replaces are removed once committed.
import { and, eq } from 'drizzle-orm';
import type {
  BankDataFields,
  BrokerDataFields,
  CheckTradeLicenseBody,
  CompanyDataBody,
  SignatoryDataFields,
} from '../../../shared/schemas/signup.ts';
import { nextSignupStep, SIGNUP_STEP_NAMES, SIGNUP_STEPS_BY_KIND, type SignupStep } from '../../../shared/signup.ts';
import type { Language } from '../../../shared/languages.ts';
import type { Database, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { organizationDocuments, organizations } from '../../db/schema.ts';
import { conflict, fieldError, gone } from '../../http/errors.ts';
import { acceptUpload, DOCUMENT_POLICY, type AcceptedUpload } from '../../http/uploads.ts';
import type { UploadedFile } from '../../plugins/body-parsers.ts';
import { currentTime } from '../../services/clock.ts';
import type { Mailer } from '../../services/mail.ts';
import type { FileStorage } from '../../services/storage.ts';
import { consume } from '../../services/throttle.ts';
import { mailSignupCompleted, notifySignupCompleted, type Recipient } from './signup-completion.ts';
import { findSignup, isTradeLicenseTaken, signupIdOf, type SignupRow } from './signup.queries.ts';
import { kindOf, stepOf, toSignupProgress, toSignupState, type SignupProgress, type SignupState } from './signup.resources.ts';
import { companyDataLimit, tradeLicenseCheckLimit } from './throttles.ts';

export interface SignupContext {
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
  publicUrl: string;
  /** The applicant's language (request.language), kept with the signup for the review's mails. */
  language: Language;
}

type StepAnswer = { data: SignupProgress; message: string };

const TRADE_LICENSE_TAKEN = 'This trade license number is already registered.';
const BANK_LETTER_NAME = 'Bank confirmation letter';

export async function checkTradeLicense(db: Database, ip: string, body: CheckTradeLicenseBody, now = currentTime()) {
  await consume(db, tradeLicenseCheckLimit(ip), now);
  const taken = await isTradeLicenseTaken(db, body.trade_license_number, await signupIdOf(db, body.uuid));
  return { data: { available: !taken } };
}

/** A signup is filled in while it waits for review, or once the review sent it back for changes. */
const OPEN_STATUSES = new Set<string>(['pending', 'changes_requested']);

/** A rejected signup is closed for good: resuming it says so (410), whatever the step. */
function refuseRejectedSignup(row: SignupRow): void {
  if (row.status === 'rejected') throw gone('This signup was rejected and can no longer be resumed. We sent the reason by email.');
}

/**
 * A step sent while changes are requested: the step the review asked for is done once sent; the
 * signup goes back to review (`pending`) when its last step is sent again (docs/domain.md).
 */
function reviewFieldsAfterStep(row: SignupRow, step: SignupStep, completes: boolean) {
  if (row.status !== 'changes_requested') return {};
  if (completes) return { status: 'pending' as const, signup_review_message: null, signup_changes_step: null };
  return row.signup_changes_step === step ? { signup_changes_step: null } : {};
}

/**
 * A step may be taken when it is the next one (the signup advances) or the last one done (its
 * data is replaced); anything else is a conflict that says what to do instead.
 */
function requireStepAllowed(row: SignupRow, step: SignupStep): void {
  const steps = SIGNUP_STEPS_BY_KIND[kindOf(row)];
  if (!steps.includes(step)) throw conflict(`The ${SIGNUP_STEP_NAMES[step]} step is only for broker organizations.`);
  refuseRejectedSignup(row);
  if (row.signup_completed_at) throw conflict('This signup is complete and can no longer be changed.');
  if (!OPEN_STATUSES.has(row.status)) throw conflict('This signup is closed and can no longer be changed.');
  const done = steps.indexOf(stepOf(row));
  const wanted = steps.indexOf(step);
  if (wanted === done || wanted === done + 1) return;
  const next = SIGNUP_STEP_NAMES[steps[done + 1]!];
  if (wanted > done + 1) throw conflict(`The ${SIGNUP_STEP_NAMES[step]} step cannot be sent yet: complete the ${next} step first.`);
  throw conflict(`The ${SIGNUP_STEP_NAMES[step]} step is done and can no longer be changed; the signup continues with the ${next} step.`);
}

export async function saveCompanyData(
  context: SignupContext,
  ip: string,
  body: CompanyDataBody,
  now = currentTime(),
): Promise<StepAnswer & { created: boolean }> {
  const { db } = context;
  await consume(db, companyDataLimit(ip), now);
  const fields = {
    kind: body.kind,
    name: body.company_name,
    trade_license_number: body.trade_license_number,
    trade_license_expiry: body.trade_license_expiry,
    country: body.country,
    city: body.city,
    address: body.address,
    phone: body.phone,
    email: body.email,
    contact_full_name: body.contact_full_name,
    contact_email: body.contact_email,
    signup_step: 'company_data',
    signup_language: context.language,
    updated_at: now,
  } as const;
  try {
    const row = await db.transaction(async (tx) => {
      const resumed = body.uuid === undefined ? null : await findSignup(tx, body.uuid, { forUpdate: true });
      if (resumed) requireStepAllowed(resumed, 'company_data');
      if (await isTradeLicenseTaken(tx, body.trade_license_number, resumed?.id ?? null))
        throw fieldError('trade_license_number', TRADE_LICENSE_TAKEN);
      const [saved] = resumed
        ? await tx
            .update(organizations)
            .set({ ...fields, ...reviewFieldsAfterStep(resumed, 'company_data', false) })
            .where(eq(organizations.id, resumed.id))
            .returning()
        : await tx
            .insert(organizations)
            .values({ ...fields, status: 'pending', signup_source: body.source, created_at: now })
            .returning();
      return saved!;
    });
    return { created: body.uuid === undefined, data: toSignupProgress(row), message: 'Company data saved.' };
  } catch (error) {
    // Two signups of one licence at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw fieldError('trade_license_number', TRADE_LICENSE_TAKEN);
    throw error;
  }
}

interface FileStep {
  step: SignupStep;
  uuid: string;
  file: { field: string; upload: UploadedFile; folder: string };
  /** Writes the step's data; returns the storage keys it replaced (removed after the commit). */
  write(tx: Executor, row: SignupRow, stored: { key: string; accepted: AcceptedUpload }): Promise<string[]>;
  message: string;
}

/** One file-carrying step, start to end (see the file's header for the rules). */
async function saveFileStep(context: SignupContext, step: FileStep, now: Date): Promise<StepAnswer> {
  let storedKey: string | null = null;
  let outcome: { row: SignupRow; replacedKeys: string[]; superAdmins: Recipient[] };
  try {
    outcome = await context.db.transaction(async (tx) => {
      const current = await findSignup(tx, step.uuid, { forUpdate: true });
      requireStepAllowed(current, step.step);
      const accepted = await acceptUpload(step.file.field, step.file.upload, DOCUMENT_POLICY);
      storedKey = await context.storage.put(accepted.file.path, { folder: step.file.folder, extension: accepted.extension });
      const replacedKeys = await step.write(tx, current, { key: storedKey, accepted });
      const completes = nextSignupStep(kindOf(current), step.step) === null;
      const [row] = await tx
        .update(organizations)
        .set({
          signup_step: step.step,
          signup_language: context.language,
          signup_completed_at: completes ? now : null,
          ...reviewFieldsAfterStep(current, step.step, completes),
          updated_at: now,
        })
        .where(eq(organizations.id, current.id))
        .returning();
      const superAdmins = completes ? await notifySignupCompleted(tx, row!) : [];
      return { row: row!, replacedKeys, superAdmins };
    });
  } catch (error) {
    if (storedKey) await context.storage.remove(storedKey);
    throw error;
  }
  await Promise.all(outcome.replacedKeys.map((key) => context.storage.remove(key)));
  mailSignupCompleted(context.mailer, context.publicUrl, outcome.row, outcome.superAdmins);
  const progress = toSignupProgress(outcome.row);
  return {
    data: progress,
    message: progress.completed ? 'Your signup is complete. We will review it and get back to you by email.' : step.message,
  };
}

export async function saveBankData(
  context: SignupContext,
  uuid: string,
  fields: BankDataFields,
  letter: UploadedFile,
  now = currentTime(),
) {
  return saveFileStep(
    context,
    {
      step: 'bank_data',
      uuid,
      file: { field: 'bank_confirmation_letter', upload: letter, folder: 'documents' },
      message: 'Bank data saved.',
      async write(tx, row, stored) {
        await tx
          .update(organizations)
          .set({ bank_name: fields.bank_name, bank_account_name: fields.account_name, iban: fields.iban, swift: fields.swift })
          .where(eq(organizations.id, row.id));
        // A correction replaces the letter the signup sent before.
        const replaced = await tx
          .delete(organizationDocuments)
          .where(and(eq(organizationDocuments.organization_id, row.id), eq(organizationDocuments.type, 'bank_confirmation_letter')))
          .returning({ key: organizationDocuments.file_path });
        await tx.insert(organizationDocuments).values({
          organization_id: row.id,
          type: 'bank_confirmation_letter',
          name: BANK_LETTER_NAME,
          file_path: stored.key,
          original_filename: stored.accepted.filename,
          content_type: stored.accepted.contentType,
          size: stored.accepted.file.size,
        });
        return replaced.map((document) => document.key);
      },
    },
    now,
  );
}

export async function saveSignatoryData(
  context: SignupContext,
  uuid: string,
  fields: SignatoryDataFields,
  idDocument: UploadedFile,
  now = currentTime(),
) {
  return saveFileStep(
    context,
    {
      step: 'auth_signatory_data',
      uuid,
      file: { field: 'id_document', upload: idDocument, folder: 'signup-id-documents' },
      message: 'Authorised signatory saved.',
      async write(tx, row, stored) {
        await tx
          .update(organizations)
          .set({
            signatory_full_name: fields.full_name,
            signatory_email: fields.email,
            signatory_phone: fields.phone,
            signatory_nationality: fields.nationality,
            signatory_id_document_path: stored.key,
          })
          .where(eq(organizations.id, row.id));
        return row.signatory_id_document_path ? [row.signatory_id_document_path] : [];
      },
    },
    now,
  );
}

export async function saveBrokerData(
  context: SignupContext,
  uuid: string,
  fields: BrokerDataFields,
  brokerCard: UploadedFile,
  now = currentTime(),
) {
  return saveFileStep(
    context,
    {
      step: 'broker_data',
      uuid,
      file: { field: 'broker_card', upload: brokerCard, folder: 'signup-broker-cards' },
      message: 'Broker data saved.',
      async write(tx, row, stored) {
        await tx
          .update(organizations)
          .set({ broker_orn_number: fields.orn_number, broker_card_path: stored.key })
          .where(eq(organizations.id, row.id));
        return row.broker_card_path ? [row.broker_card_path] : [];
      },
    },
    now,
  );
}

export async function signupState(db: Database, uuid: string): Promise<{ data: SignupState }> {
  const row = await findSignup(db, uuid);
  refuseRejectedSignup(row);
  const [letter] = await db
    .select({ id: organizationDocuments.id })
    .from(organizationDocuments)
    .where(and(eq(organizationDocuments.organization_id, row.id), eq(organizationDocuments.type, 'bank_confirmation_letter')))
    .limit(1);
  return { data: toSignupState(row, letter !== undefined) };
}
