// The wording of the contract PDF in each language (docs/api.md "Languages": a document goes out
// in the language of the person who generates it), one record per language so a missing Arabic
// text does not compile. The template's own wording is the template's: it is printed as written.
import type { Language } from '../../../shared/languages.ts';
import type { ContractStatus } from '../../db/schema.ts';

/** The platform's name, a brand: the same in both languages. */
export const PLATFORM_NAME = 'Realestate Platform';

export interface ContractPdfTexts {
  /** The PDF's metadata title. */
  title: (templateName: string, number: string) => string;
  heading: (number: string, status: string) => string;
  /** How the contract's status is printed in its heading. */
  statuses: Record<ContractStatus, string>;
  party: string;
  tradeLicence: string;
  period: string;
  periodValue: (start: string, end: string) => string;
  commission: string;
  /** A label and its value on one line: "Party: " before the value. */
  labelled: (label: string) => string;
  signedFor: (party: string) => string;
}

export const CONTRACT_PDF_TEXTS: Record<Language, ContractPdfTexts> = {
  en: {
    title: (templateName, number) => `${templateName} ${number}`,
    heading: (number, status) => `Contract ${number} · ${status}`,
    statuses: { draft: 'draft', active: 'active', expired: 'expired', renewed: 'renewed' },
    party: 'Party',
    tradeLicence: 'Trade licence',
    period: 'Period',
    periodValue: (start, end) => `${start} to ${end}`,
    commission: 'Commission',
    labelled: (label) => `${label}: `,
    signedFor: (party) => `For ${party}`,
  },
  ar: {
    title: (templateName, number) => `عقد ${number}: ${templateName}`,
    heading: (number, status) => `عقد ${number} · ${status}`,
    // As the contracts list shows them (src/client/i18n/ar-organizations.ts): the statuses have
    // no shared vocabulary, their type is the database's.
    statuses: { draft: 'مسودة', active: 'ساري', expired: 'منتهٍ', renewed: 'مجدَّد' },
    party: 'الطرف',
    tradeLicence: 'الرخصة التجارية',
    period: 'المدة',
    periodValue: (start, end) => `من ${start} إلى ${end}`,
    commission: 'العمولة',
    labelled: (label) => `${label}: `,
    signedFor: (party) => `عن ${party}`,
  },
};
