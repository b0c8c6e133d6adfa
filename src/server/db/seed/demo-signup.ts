// Demo data of the signup wizard: a broker that finished its signup from skylinebuilders and
// waits for a super admin's approval, with its contact, bank data, signatory and broker card,
// and the small PDFs a real signup would have uploaded. Approving it invites its contact.
import type { SignupSource } from '../../../shared/signup.ts';
import { notifySignupCompleted } from '../../modules/signup/signup-completion.ts';
import type { FileStorage } from '../../services/storage.ts';
import type { Executor } from '../client.ts';
import { organizationDocuments, organizations } from '../schema.ts';
import { storeDemoPdf } from './demo-files.ts';

export const DEMO_SIGNUP = {
  name: 'Desert Rose Properties',
  kind: 'broker' as const,
  source: 'skylinebuilders' satisfies SignupSource,
  tradeLicense: 'BRK-300003',
  contact: { fullName: 'Yousef Al Amiri', email: 'yousef@desertrose.demo.test' },
};

export interface DemoSignupFiles {
  bankLetter: { key: string; size: number };
  idDocument: string;
  brokerCard: string;
}

/** The uploads of the demo signup, stored before its rows (the caller removes them if those fail). */
export async function storeDemoSignupFiles(storage: FileStorage): Promise<DemoSignupFiles> {
  const bankLetter = await storeDemoPdf(storage, 'documents', 'Bank confirmation letter', [
    'Emirates NBD, Dubai Marina branch',
    `We confirm that ${DEMO_SIGNUP.name} LLC holds the account below with us.`,
    'IBAN: AE07 0331 2345 6789 0123 456',
    'SWIFT: EBILAEAD',
    'This letter is demo data.',
  ]);
  const idDocument = await storeDemoPdf(storage, 'signup-id-documents', 'Emirates ID (demo)', [
    'Mariam Al Amiri',
    'Nationality: United Arab Emirates',
    'This document is demo data.',
  ]);
  const brokerCard = await storeDemoPdf(storage, 'signup-broker-cards', 'RERA broker card (demo)', [
    DEMO_SIGNUP.name,
    'ORN 48213',
    'This document is demo data.',
  ]);
  return { bankLetter, idDocument: idDocument.key, brokerCard: brokerCard.key };
}

export function demoSignupKeys(files: DemoSignupFiles): string[] {
  return [files.bankLetter.key, files.idDocument, files.brokerCard];
}

/** Inserts the finished signup and notifies the platform's super admins, as a real one does. */
export async function insertDemoSignup(tx: Executor, files: DemoSignupFiles, now = new Date()): Promise<void> {
  const [row] = await tx
    .insert(organizations)
    .values({
      kind: DEMO_SIGNUP.kind,
      name: DEMO_SIGNUP.name,
      status: 'pending',
      trade_license_number: DEMO_SIGNUP.tradeLicense,
      trade_license_expiry: `${now.getUTCFullYear() + 2}-03-31`,
      country: 'AE',
      city: 'Dubai',
      address: 'Office 1204, Marina Plaza, Dubai Marina',
      phone: '+971 4 555 0500',
      email: 'hello@desertrose.demo.test',
      signup_source: DEMO_SIGNUP.source,
      contact_full_name: DEMO_SIGNUP.contact.fullName,
      contact_email: DEMO_SIGNUP.contact.email,
      bank_name: 'Emirates NBD',
      bank_account_name: `${DEMO_SIGNUP.name} LLC`,
      iban: 'AE070331234567890123456',
      swift: 'EBILAEAD',
      signatory_full_name: 'Mariam Al Amiri',
      signatory_email: 'mariam@desertrose.demo.test',
      signatory_phone: '+971 50 555 0501',
      signatory_nationality: 'AE',
      signatory_id_document_path: files.idDocument,
      broker_orn_number: '48213',
      broker_card_path: files.brokerCard,
      signup_step: 'broker_data',
      signup_completed_at: now,
    })
    .returning();
  await tx.insert(organizationDocuments).values({
    organization_id: row!.id,
    type: 'bank_confirmation_letter',
    name: 'Bank confirmation letter',
    file_path: files.bankLetter.key,
    original_filename: 'desert-rose-bank-letter.pdf',
    content_type: 'application/pdf',
    size: files.bankLetter.size,
  });
  await notifySignupCompleted(tx, row!);
}
