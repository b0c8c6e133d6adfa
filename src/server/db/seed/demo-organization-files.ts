// Demo organizations' files and papers: a logo for each, a bank confirmation letter for the
// developer and the brokers, and a contract with the platform from the template of their kind.
import { eq } from 'drizzle-orm';
import type { FileStorage } from '../../services/storage.ts';
import type { Executor } from '../client.ts';
import { contracts, contractTemplates, organizationDocuments, organizations } from '../schema.ts';
import { demoLogo } from './demo-images.ts';
import { storeDemoFile, storeDemoPdf, type StoredDemoFile } from './demo-files.ts';

type Rgb = readonly [number, number, number];

/** Brand colours of the demo organizations' logos. */
const LOGO_COLOURS: Record<string, [Rgb, Rgb]> = {
  'Realestate Platform': [
    [30, 58, 95],
    [245, 166, 35],
  ],
  'Skyline Builders': [
    [22, 78, 99],
    [236, 201, 75],
  ],
  'Marina Brokers': [
    [13, 110, 110],
    [240, 248, 255],
  ],
  'Palm Realty': [
    [34, 94, 52],
    [212, 175, 55],
  ],
};

const WITH_PAPERS = ['Skyline Builders', 'Marina Brokers', 'Palm Realty'];

export interface DemoOrganizationFiles {
  logos: Record<string, StoredDemoFile>;
  letters: Record<string, StoredDemoFile>;
}

export async function storeDemoOrganizationFiles(storage: FileStorage): Promise<DemoOrganizationFiles> {
  const logos: Record<string, StoredDemoFile> = {};
  for (const [name, [brand, accent]] of Object.entries(LOGO_COLOURS))
    logos[name] = await storeDemoFile(storage, 'logos', 'png', demoLogo(brand, accent));
  const letters: Record<string, StoredDemoFile> = {};
  for (const name of WITH_PAPERS) {
    letters[name] = await storeDemoPdf(storage, 'documents', 'Bank confirmation letter', [
      'Mashreq Bank, Business Bay branch',
      `We confirm that ${name} LLC holds a current account with us in good standing.`,
      'This letter is demo data.',
    ]);
  }
  return { logos, letters };
}

export function demoOrganizationFileKeys(files: DemoOrganizationFiles): string[] {
  return [...Object.values(files.logos), ...Object.values(files.letters)].map((file) => file.key);
}

/** Attaches the stored files and makes one current contract per developer and broker organization. */
export async function insertDemoOrganizationPapers(
  tx: Executor,
  files: DemoOrganizationFiles,
  organizationId: (name: string) => number,
  today = new Date(),
) {
  for (const [name, logo] of Object.entries(files.logos)) {
    await tx
      .update(organizations)
      .set({ logo_path: logo.key })
      .where(eq(organizations.id, organizationId(name)));
  }
  const expiry = `${today.getUTCFullYear() + 1}-06-30`;
  await tx.insert(organizationDocuments).values(
    Object.entries(files.letters).map(([name, letter]) => ({
      organization_id: organizationId(name),
      type: 'bank_confirmation_letter' as const,
      name: 'Bank confirmation letter',
      file_path: letter.key,
      original_filename: 'bank-confirmation-letter.pdf',
      content_type: 'application/pdf',
      size: letter.size,
      expires_at: expiry,
    })),
  );
  const templates = await tx.select().from(contractTemplates);
  const year = today.getUTCFullYear();
  const kinds = await tx.select({ id: organizations.id, name: organizations.name, kind: organizations.kind }).from(organizations);
  let sequence = 1;
  for (const name of WITH_PAPERS) {
    const organization = kinds.find((row) => row.name === name)!;
    const template = templates.find((row) => row.kind === organization.kind)!;
    await tx.insert(contracts).values({
      organization_id: organization.id,
      template_id: template.id,
      number: `CTR-${year}-D${String(sequence++).padStart(4, '0')}`,
      start_date: `${year}-01-01`,
      end_date: `${year}-12-31`,
      commission_percent: template.default_commission_percent,
      status: 'active',
    });
  }
}
