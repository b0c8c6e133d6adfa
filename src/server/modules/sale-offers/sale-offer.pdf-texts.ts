// The wording of the sale-offer PDF in each language (docs/api.md "Languages": a document goes
// out in the language of the person who generates it). Typed as one record per language, so a
// text added in English and missing in Arabic does not compile. The Arabic is a Gulf sales
// office's: عرض بيع، وحدة، خطة دفع، القسط، عند الحجز، عند التسليم، صالح حتى.
import type { DueType } from '../../../shared/inventory.ts';
import type { Language } from '../../../shared/languages.ts';

export interface SaleOfferPdfTexts {
  /** The PDF's metadata title. */
  title: (number: string) => string;
  subject: (clientName: string) => string;
  exclusiveOffer: string;
  saleOffer: string;
  preparedFor: string;
  preparedForName: (clientName: string) => string;
  offerNumbered: (number: string) => string;
  cover: {
    offerNumber: string;
    date: string;
    validUntil: string;
    units: string;
    total: string;
    clientContact: string;
    yourContact: string;
  };
  coverPage: string;
  facts: {
    project: string;
    building: string;
    unitNumber: string;
    floor: string;
    type: string;
    bedrooms: string;
    bathrooms: string;
    internalArea: string;
    balconyArea: string;
    totalArea: string;
    views: string;
  };
  studio: string;
  /** An area already formatted as a number: "1,200 sq ft". */
  area: (formatted: string) => string;
  /** Between the items of a list (views). */
  listSeparator: string;
  floorPlan: string;
  price: string;
  paymentPlan: string;
  paymentPlanNamed: (name: string) => string;
  noPaymentPlan: string;
  schedule: { number: string; installment: string; due: string; dueDate: string; percentage: string; amount: string };
  /** When an installment falls due; `value` (months or percent) comes formatted. */
  due: Record<DueType, (value: string, count: number) => string>;
  /** The small capitals above a unit's title. */
  unitOfCount: (position: number, count: number) => string;
  /** The letter spacing of those capitals: Arabic letters join, and spacing would pull them apart. */
  unitOfCountSpacing: number;
  unitHeading: (unitNumber: string) => string;
  unitPage: (position: number, count: number) => string;
  summary: string;
  summaryPage: string;
  summaryColumns: { unit: string; projectBuilding: string; price: string };
  sumOfPrices: string;
  discount: string;
  /**
   * The discount's amount. English writes it after a minus; Arabic without one, under its label:
   * a leading minus lands on the amount's far side in a right-to-left line.
   */
  discountAmount: (money: string) => string;
  total: string;
  validUntilSentence: (date: string) => string;
  questions: (contact: string) => string;
  notes: string;
  terms: string;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * "N months" in Arabic, counted as Arabic counts: شهر (1), شهرين (2), 3–10 أشهر, 11–99 شهرًا,
 * then the singular again from 100 (by the last two digits: 103 أشهر, 111 شهرًا).
 */
function arabicMonths(formatted: string, count: number): string {
  if (count === 1) return 'شهر';
  if (count === 2) return 'شهرين';
  const lastTwo = count % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return `${formatted} أشهر`;
  if (lastTwo >= 11) return `${formatted} شهرًا`;
  return `${formatted} شهر`;
}

export const SALE_OFFER_PDF_TEXTS: Record<Language, SaleOfferPdfTexts> = {
  en: {
    title: (number) => `Sale offer ${number}`,
    subject: (clientName) => `Sale offer for ${clientName}`,
    exclusiveOffer: 'Exclusive sale offer',
    saleOffer: 'Sale Offer',
    preparedFor: 'Prepared for',
    preparedForName: (clientName) => `Prepared for ${clientName}`,
    offerNumbered: (number) => `Sale offer ${number}`,
    cover: {
      offerNumber: 'Offer number',
      date: 'Date',
      validUntil: 'Valid until',
      units: 'Units',
      total: 'Total',
      clientContact: 'Client contact:',
      yourContact: 'Your contact',
    },
    coverPage: 'Cover',
    facts: {
      project: 'Project',
      building: 'Building',
      unitNumber: 'Unit number',
      floor: 'Floor',
      type: 'Type',
      bedrooms: 'Bedrooms',
      bathrooms: 'Bathrooms',
      internalArea: 'Internal area',
      balconyArea: 'Balcony area',
      totalArea: 'Total area',
      views: 'Views',
    },
    studio: 'Studio',
    area: (formatted) => `${formatted} sq ft`,
    listSeparator: ', ',
    floorPlan: 'Floor plan',
    price: 'Price',
    paymentPlan: 'Payment plan',
    paymentPlanNamed: (name) => `Payment plan: ${name}`,
    noPaymentPlan: 'No payment plan has been chosen for this unit yet.',
    schedule: { number: '#', installment: 'Installment', due: 'Due', dueDate: 'Due date', percentage: '%', amount: 'Amount' },
    due: {
      on_booking: () => 'On booking',
      months_after_booking: (value, count) => `${value} ${plural(count, 'month', 'months')} after booking`,
      construction_percent: (value) => `At ${value}% construction`,
      on_handover: () => 'On handover',
      months_after_handover: (value, count) => `${value} ${plural(count, 'month', 'months')} after handover`,
    },
    unitOfCount: (position, count) => `UNIT ${position} OF ${count}`,
    unitOfCountSpacing: 1,
    unitHeading: (unitNumber) => `Unit ${unitNumber}`,
    unitPage: (position, count) => `Unit ${position} of ${count}`,
    summary: 'Offer summary',
    summaryPage: 'Summary',
    summaryColumns: { unit: 'Unit', projectBuilding: 'Project  |  Building', price: 'Price' },
    sumOfPrices: 'Sum of unit prices',
    discount: 'Discount',
    discountAmount: (money) => `- ${money}`,
    total: 'Total',
    validUntilSentence: (date) => `This offer is valid until ${date}.`,
    questions: (contact) => `Questions? Contact ${contact}`,
    notes: 'Notes',
    terms:
      'Prices and availability are subject to change until a reservation is confirmed. Installment amounts are computed from the unit price; dates that depend on construction progress are set when the milestone is reached.',
  },
  ar: {
    title: (number) => `عرض بيع ${number}`,
    subject: (clientName) => `عرض بيع مقدَّم إلى ${clientName}`,
    exclusiveOffer: 'عرض بيع حصري',
    saleOffer: 'عرض بيع',
    preparedFor: 'مقدَّم إلى العميل',
    preparedForName: (clientName) => `مقدَّم إلى ${clientName}`,
    offerNumbered: (number) => `عرض بيع ${number}`,
    cover: {
      offerNumber: 'رقم العرض',
      date: 'التاريخ',
      validUntil: 'صالح حتى',
      units: 'عدد الوحدات',
      total: 'الإجمالي',
      clientContact: 'بيانات تواصل العميل:',
      yourContact: 'للتواصل معنا',
    },
    coverPage: 'الغلاف',
    facts: {
      project: 'المشروع',
      building: 'المبنى',
      unitNumber: 'رقم الوحدة',
      floor: 'الطابق',
      type: 'النوع',
      bedrooms: 'غرف النوم',
      bathrooms: 'دورات المياه',
      internalArea: 'المساحة الداخلية',
      balconyArea: 'مساحة الشرفة',
      totalArea: 'المساحة الإجمالية',
      views: 'الإطلالات',
    },
    studio: 'استوديو',
    area: (formatted) => `${formatted} قدم مربع`,
    listSeparator: '، ',
    floorPlan: 'مخطط الوحدة',
    price: 'السعر',
    paymentPlan: 'خطة الدفع',
    paymentPlanNamed: (name) => `خطة الدفع: ${name}`,
    noPaymentPlan: 'لم تُحدَّد خطة دفع لهذه الوحدة بعد.',
    schedule: {
      number: 'م',
      installment: 'القسط',
      due: 'الاستحقاق',
      dueDate: 'التاريخ',
      percentage: 'النسبة',
      amount: 'المبلغ',
    },
    due: {
      on_booking: () => 'عند الحجز',
      months_after_booking: (value, count) => `بعد ${arabicMonths(value, count)} من الحجز`,
      construction_percent: (value) => `عند إنجاز ${value}% من البناء`,
      on_handover: () => 'عند التسليم',
      months_after_handover: (value, count) => `بعد ${arabicMonths(value, count)} من التسليم`,
    },
    unitOfCount: (position, count) => `الوحدة ${position} من ${count}`,
    unitOfCountSpacing: 0,
    unitHeading: (unitNumber) => `الوحدة ${unitNumber}`,
    unitPage: (position, count) => `الوحدة ${position} من ${count}`,
    summary: 'ملخص العرض',
    summaryPage: 'الملخص',
    summaryColumns: { unit: 'الوحدة', projectBuilding: 'المشروع  |  المبنى', price: 'السعر' },
    sumOfPrices: 'مجموع أسعار الوحدات',
    discount: 'الخصم',
    discountAmount: (money) => money,
    total: 'الإجمالي',
    validUntilSentence: (date) => `هذا العرض صالح حتى ${date}.`,
    questions: (contact) => `للاستفسار، يُرجى التواصل مع ${contact}`,
    notes: 'ملاحظات',
    terms:
      'الأسعار وتوفر الوحدات قابلة للتغيير حتى تأكيد الحجز. تُحتسب مبالغ الأقساط من سعر الوحدة، وتُحدَّد تواريخ الدفعات المرتبطة بنسبة الإنجاز عند بلوغ المرحلة.',
  },
};
