// GET sales/{id}/receipts/{receiptId}/pdf and GET sales/{id}/statement/pdf (docs/api.md "Sale
// documents"): what a sale's receipt and statement of account show, gathered from the same reads
// as the sale's page — the sale as GET sales/{id} answers it (its `payments` included) and its
// receipts as GET sales/{id}/receipts does, after settling the cheques that reached their date —
// and the developer's branding as the sale offer PDF takes it (the project's or building's logo,
// else the organization's), rendered in the caller's language.
import { eq } from 'drizzle-orm';
import type { Language } from '../../../shared/languages.ts';
import type { Database } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import type { FileStorage } from '../../services/storage.ts';
import { organizationTimeZone, todayIn } from '../../services/time-zones.ts';
import { brandingImages, firstPrintable, printableImage } from '../sale-offers/sale-offer-pdf.service.ts';
import { receiptsOf, settlePayments } from './receipts.service.ts';
import { renderReceiptPdf, renderStatementPdf, type SaleDocumentInput } from './sale-documents.pdf.ts';
import { SALE_DOCUMENT_TEXTS } from './sale-documents.pdf-texts.ts';
import { saleDetail } from './sales.queries.ts';
import { findReadableSale } from './scope.ts';

async function documentInput(
  db: Database,
  storage: FileStorage,
  tenant: TenantContext,
  saleId: number,
  language: Language,
): Promise<SaleDocumentInput> {
  const sale = await findReadableSale(db, tenant, saleId);
  await settlePayments(db, sale);
  const detail = await saleDetail(db, tenant, sale);
  const receipts = await receiptsOf(db, tenant, sale);
  const [organization] = await db
    .select({ name: organizations.name, logo_path: organizations.logo_path, phone: organizations.phone, email: organizations.email })
    .from(organizations)
    .where(eq(organizations.id, sale.organization_id));
  const branding = await brandingImages(db, sale.organization_id, [detail.project_id], [detail.building_id]);
  const logo =
    (await firstPrintable(
      storage,
      branding.filter((image) => image.kind === 'logo').map((image) => image.file_path),
    )) ?? (await printableImage(storage, organization!.logo_path));
  return {
    sale: detail,
    receipts,
    developer: { name: organization!.name, phone: organization!.phone, email: organization!.email },
    logo,
    issuedOn: todayIn(await organizationTimeZone(db, sale.organization_id)),
    language,
  };
}

/** One receipt of the sale as a PDF (404 for a receipt of another sale). */
export async function receiptPdf(
  db: Database,
  storage: FileStorage,
  tenant: TenantContext,
  saleId: number,
  receiptId: number,
  language: Language,
) {
  const input = await documentInput(db, storage, tenant, saleId, language);
  const receipt = input.receipts.find((row) => row.id === receiptId);
  if (!receipt) throw notFound();
  const bytes = await renderReceiptPdf(input, receipt);
  return { bytes, filename: `receipt-${SALE_DOCUMENT_TEXTS.en.receiptNumber(receipt.id)}.pdf`, contentType: 'application/pdf' };
}

/** The sale's statement of account as a PDF. */
export async function statementPdf(db: Database, storage: FileStorage, tenant: TenantContext, saleId: number, language: Language) {
  const input = await documentInput(db, storage, tenant, saleId, language);
  const bytes = await renderStatementPdf(input);
  return { bytes, filename: `statement-sale-${saleId}-${input.issuedOn}.pdf`, contentType: 'application/pdf' };
}
