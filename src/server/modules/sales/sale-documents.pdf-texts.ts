// The wording of a sale's documents — the payment receipt and the statement of account — in each
// language (docs/api.md "Languages": a document goes out in the language of the person who
// generates it). One record per language, so a text missing in Arabic does not compile. The
// Arabic is a Gulf sales office's, as the sale screens word it (src/client/i18n/ar-sales.ts):
// إيصال دفع، كشف حساب، المسدَّد، المتبقي، المتأخر، رصيد دائن، شيك مؤجل، مرتجع.
import type { Language } from '../../../shared/languages.ts';
import type { ReceiptMethod } from '../../../shared/sales.ts';

export interface SaleDocumentTexts {
  /** The receipt's number as printed: "RC-000042". */
  receiptNumber: (id: number) => string;
  saleNumbered: (id: number) => string;
  receipt: {
    title: (number: string) => string;
    heading: string;
    number: string;
    date: string;
    receivedFrom: string;
    sale: string;
    unit: string;
    amount: string;
    method: string;
    chequeNumber: string;
    chequeBank: string;
    chequeDate: string;
    reference: string;
    status: string;
    appliedTo: string;
    /** Shown on a receipt that paid no line yet (pending, bounced, or all credit). */
    notApplied: string;
    thanks: string;
  };
  statement: {
    title: (saleId: number) => string;
    heading: string;
    issuedOn: (date: string) => string;
    buyers: string;
    unit: string;
    projectBuilding: string;
    bookingDate: string;
    spaDate: string;
    listPrice: string;
    discount: string;
    agreedPrice: string;
    fees: string;
    feesTotal: string;
    noFees: string;
    summary: string;
    paid: string;
    balance: string;
    overdue: string;
    credit: string;
    pending: string;
    schedule: string;
    scheduleColumns: { number: string; installment: string; dueDate: string; amount: string; paid: string; open: string; overdue: string };
    notDated: string;
    payments: string;
    paymentColumns: { number: string; date: string; method: string; reference: string; amount: string; status: string };
    noPayments: string;
    refunds: string;
    refundColumns: { date: string; method: string; reference: string; amount: string; note: string };
    cancelled: (date: string, reason: string) => string;
    page: (number: number) => string;
  };
  methods: Record<ReceiptMethod, string>;
  /** A receipt's status as printed; `until` is a pending cheque's date, `reason` a bounce's. */
  statusReceived: string;
  statusPending: (date: string) => string;
  statusBounced: (reason: string) => string;
  /** "Cheque 000123, Emirates NBD, 1 Jul 2026". */
  cheque: (number: string, bank: string, date: string) => string;
  listSeparator: string;
}

export const SALE_DOCUMENT_TEXTS: Record<Language, SaleDocumentTexts> = {
  en: {
    receiptNumber: (id) => `RC-${String(id).padStart(6, '0')}`,
    saleNumbered: (id) => `Sale ${id}`,
    receipt: {
      title: (number) => `Payment receipt ${number}`,
      heading: 'Payment Receipt',
      number: 'Receipt number',
      date: 'Date',
      receivedFrom: 'Received from',
      sale: 'Sale',
      unit: 'Unit',
      amount: 'Amount',
      method: 'Method',
      chequeNumber: 'Cheque number',
      chequeBank: 'Bank',
      chequeDate: 'Cheque date',
      reference: 'Reference',
      status: 'Status',
      appliedTo: 'Applied to',
      notApplied: 'Not applied to any installment.',
      thanks: 'This receipt is issued for the payment described above, subject to its clearance.',
    },
    statement: {
      title: (saleId) => `Statement of account, sale ${saleId}`,
      heading: 'Statement of Account',
      issuedOn: (date) => `Issued on ${date}`,
      buyers: 'Buyers',
      unit: 'Unit',
      projectBuilding: 'Project  |  Building',
      bookingDate: 'Booking date',
      spaDate: 'SPA date',
      listPrice: 'List price',
      discount: 'Discount',
      agreedPrice: 'Agreed price',
      fees: 'Fees',
      feesTotal: 'Fees total',
      noFees: 'No fees',
      summary: 'Summary',
      paid: 'Paid',
      balance: 'Balance',
      overdue: 'Overdue',
      credit: 'Credit',
      pending: 'Pending cheques',
      schedule: 'Payment schedule',
      scheduleColumns: {
        number: '#',
        installment: 'Installment',
        dueDate: 'Due date',
        amount: 'Amount',
        paid: 'Paid',
        open: 'Open',
        overdue: 'Overdue',
      },
      notDated: 'Not dated yet',
      payments: 'Payments',
      paymentColumns: { number: 'Receipt', date: 'Date', method: 'Method', reference: 'Reference', amount: 'Amount', status: 'Status' },
      noPayments: 'No payments recorded yet.',
      refunds: 'Refunds',
      refundColumns: { date: 'Date', method: 'Method', reference: 'Reference', amount: 'Amount', note: 'Note' },
      cancelled: (date, reason) => `This sale was cancelled on ${date}: ${reason}`,
      page: (number) => `Page ${number}`,
    },
    methods: { bank_transfer: 'Bank transfer', cheque: 'Cheque', card: 'Card', cash: 'Cash' },
    statusReceived: 'Received',
    statusPending: (date) => `Pending until ${date}`,
    statusBounced: (reason) => `Bounced: ${reason}`,
    cheque: (number, bank, date) => `Cheque ${number}, ${bank}, ${date}`,
    listSeparator: ', ',
  },
  ar: {
    receiptNumber: (id) => `RC-${String(id).padStart(6, '0')}`,
    saleNumbered: (id) => `البيع ${id}`,
    receipt: {
      title: (number) => `إيصال دفع ${number}`,
      heading: 'إيصال دفع',
      number: 'رقم الإيصال',
      date: 'التاريخ',
      receivedFrom: 'استلمنا من',
      sale: 'البيع',
      unit: 'الوحدة',
      amount: 'المبلغ',
      method: 'طريقة الدفع',
      chequeNumber: 'رقم الشيك',
      chequeBank: 'البنك',
      chequeDate: 'تاريخ الشيك',
      reference: 'المرجع',
      status: 'الحالة',
      appliedTo: 'سُدِّد به',
      notApplied: 'لم يُخصَّص لأي قسط.',
      thanks: 'صدر هذا الإيصال عن الدفعة المبيّنة أعلاه، رهنًا بتحصيلها.',
    },
    statement: {
      title: (saleId) => `كشف حساب، البيع ${saleId}`,
      heading: 'كشف حساب',
      issuedOn: (date) => `صدر في ${date}`,
      buyers: 'المشترون',
      unit: 'الوحدة',
      projectBuilding: 'المشروع  |  المبنى',
      bookingDate: 'تاريخ الحجز',
      spaDate: 'تاريخ اتفاقية البيع',
      listPrice: 'سعر القائمة',
      discount: 'الخصم',
      agreedPrice: 'السعر المتفق عليه',
      fees: 'الرسوم',
      feesTotal: 'إجمالي الرسوم',
      noFees: 'لا رسوم',
      summary: 'الملخص',
      paid: 'المسدَّد',
      balance: 'الرصيد المتبقي',
      overdue: 'المتأخر',
      credit: 'رصيد دائن',
      pending: 'شيكات مؤجلة',
      schedule: 'جدول الدفعات',
      scheduleColumns: {
        number: 'م',
        installment: 'القسط',
        dueDate: 'تاريخ الاستحقاق',
        amount: 'المبلغ',
        paid: 'المسدَّد',
        open: 'المتبقي',
        overdue: 'المتأخر',
      },
      notDated: 'لم يُحدَّد بعد',
      payments: 'الدفعات',
      paymentColumns: { number: 'الإيصال', date: 'التاريخ', method: 'الطريقة', reference: 'المرجع', amount: 'المبلغ', status: 'الحالة' },
      noPayments: 'لم تُسجَّل أي دفعات بعد.',
      refunds: 'المبالغ المستردة',
      refundColumns: { date: 'التاريخ', method: 'الطريقة', reference: 'المرجع', amount: 'المبلغ', note: 'ملاحظة' },
      cancelled: (date, reason) => `أُلغي هذا البيع في ${date}: ${reason}`,
      page: (number) => `صفحة ${number}`,
    },
    methods: { bank_transfer: 'تحويل مصرفي', cheque: 'شيك', card: 'بطاقة', cash: 'نقدًا' },
    statusReceived: 'مستلم',
    statusPending: (date) => `معلّق حتى ${date}`,
    statusBounced: (reason) => `مرتجع: ${reason}`,
    cheque: (number, bank, date) => `شيك ${number}، ${bank}، ${date}`,
    listSeparator: '، ',
  },
};
