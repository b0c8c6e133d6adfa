// The words of the inventory's Excel exports in each language (docs/api.md "Languages": an export
// goes out in the language of the person who asks for it): column headers and sheet names, one
// record per language so a header missing in Arabic does not compile. Number and date formats of
// the cells are the same in both (xlsx-stream.ts).
import type { Language } from '../../../shared/languages.ts';
import { VOCABULARY_LABELS, type VocabularyLabels } from '../../services/vocabulary-labels.ts';

export interface ProjectExportHeaders {
  id: string;
  name: string;
  developer: string;
  city: string;
  community: string;
  address: string;
  latitude: string;
  longitude: string;
  status: string;
  launch_date: string;
  handover_date: string;
  construction_progress: string;
  buildings: string;
  regulator_number: string;
  escrow_account: string;
  created_at: string;
}

export interface BuildingExportHeaders {
  id: string;
  name: string;
  project: string;
  developer: string;
  floors: string;
  status: string;
  handover_date: string;
  payment_plans: string;
  created_at: string;
}

export interface UnitExportHeaders {
  id: string;
  unit: string;
  building: string;
  project: string;
  developer: string;
  floor: string;
  type: string;
  bedrooms: string;
  bathrooms: string;
  internal_area: string;
  balcony_area: string;
  total_area: string;
  currency: string;
  price: string;
  price_per_sqft: string;
  views: string;
  orientation: string;
  parking_spaces: string;
  service_charge: string;
  status: string;
  reserved_until: string;
  status_changed_at: string;
  status_changed_by: string;
  created_at: string;
}

export interface InventoryExportTexts {
  sheets: { projects: string; buildings: string; units: string };
  /** Between the items of a list in one cell (a unit's views). */
  listSeparator: string;
  projects: ProjectExportHeaders;
  buildings: BuildingExportHeaders;
  units: UnitExportHeaders;
}

export const INVENTORY_EXPORT_TEXTS: Record<Language, InventoryExportTexts> = {
  en: {
    sheets: { projects: 'Projects', buildings: 'Buildings', units: 'Units' },
    listSeparator: ', ',
    projects: {
      id: 'ID',
      name: 'Name',
      developer: 'Developer',
      city: 'City',
      community: 'Community',
      address: 'Address',
      latitude: 'Latitude',
      longitude: 'Longitude',
      status: 'Status',
      launch_date: 'Launch date',
      handover_date: 'Handover date',
      construction_progress: 'Construction progress (%)',
      buildings: 'Buildings',
      regulator_number: 'Regulator number',
      escrow_account: 'Escrow account',
      created_at: 'Created at (UTC)',
    },
    buildings: {
      id: 'ID',
      name: 'Name',
      project: 'Project',
      developer: 'Developer',
      floors: 'Floors',
      status: 'Status',
      handover_date: 'Handover date',
      payment_plans: 'Payment plans',
      created_at: 'Created at (UTC)',
    },
    units: {
      id: 'ID',
      unit: 'Unit',
      building: 'Building',
      project: 'Project',
      developer: 'Developer',
      floor: 'Floor',
      type: 'Type',
      bedrooms: 'Bedrooms',
      bathrooms: 'Bathrooms',
      internal_area: 'Internal area (sq ft)',
      balcony_area: 'Balcony area (sq ft)',
      total_area: 'Total area (sq ft)',
      currency: 'Currency',
      price: 'Price',
      price_per_sqft: 'Price per sq ft',
      views: 'Views',
      orientation: 'Orientation',
      parking_spaces: 'Parking spaces',
      service_charge: 'Service charge',
      status: 'Status',
      reserved_until: 'Reserved until (UTC)',
      status_changed_at: 'Status changed at (UTC)',
      status_changed_by: 'Status changed by',
      created_at: 'Created at (UTC)',
    },
  },
  ar: {
    sheets: { projects: 'المشاريع', buildings: 'المباني', units: 'الوحدات' },
    listSeparator: '، ',
    projects: {
      id: 'المعرّف',
      name: 'الاسم',
      developer: 'المطوّر',
      city: 'المدينة',
      community: 'المجتمع',
      address: 'العنوان',
      latitude: 'خط العرض',
      longitude: 'خط الطول',
      status: 'الحالة',
      launch_date: 'تاريخ الإطلاق',
      handover_date: 'تاريخ التسليم',
      construction_progress: 'نسبة الإنجاز (%)',
      buildings: 'المباني',
      regulator_number: 'رقم المشروع لدى الجهة التنظيمية',
      escrow_account: 'حساب الضمان',
      created_at: 'تاريخ الإنشاء (UTC)',
    },
    buildings: {
      id: 'المعرّف',
      name: 'الاسم',
      project: 'المشروع',
      developer: 'المطوّر',
      floors: 'الطوابق',
      status: 'الحالة',
      handover_date: 'تاريخ التسليم',
      payment_plans: 'خطط الدفع',
      created_at: 'تاريخ الإنشاء (UTC)',
    },
    units: {
      id: 'المعرّف',
      unit: 'الوحدة',
      building: 'المبنى',
      project: 'المشروع',
      developer: 'المطوّر',
      floor: 'الطابق',
      type: 'النوع',
      bedrooms: 'غرف النوم',
      bathrooms: 'دورات المياه',
      internal_area: 'المساحة الداخلية (قدم مربع)',
      balcony_area: 'مساحة الشرفة (قدم مربع)',
      total_area: 'المساحة الإجمالية (قدم مربع)',
      currency: 'العملة',
      price: 'السعر',
      price_per_sqft: 'سعر القدم المربع',
      views: 'الإطلالات',
      orientation: 'الاتجاه',
      parking_spaces: 'المواقف',
      service_charge: 'رسوم الخدمات',
      status: 'الحالة',
      reserved_until: 'محجوزة حتى (UTC)',
      status_changed_at: 'تاريخ تغيير الحالة (UTC)',
      status_changed_by: 'غيّر الحالة',
      created_at: 'تاريخ الإنشاء (UTC)',
    },
  },
};

/** What an inventory export's cells and headers read in one language. */
export interface InventoryExportWords {
  texts: InventoryExportTexts;
  labels: VocabularyLabels;
}

export function inventoryExportWords(language: Language): InventoryExportWords {
  return { texts: INVENTORY_EXPORT_TEXTS[language], labels: VOCABULARY_LABELS[language] };
}
