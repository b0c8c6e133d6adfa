// The Arabic names of the shared vocabularies (unit types, views, orientations, unit and project
// statuses, roles), keyed as their English names in shared/crm.ts, shared/inventory.ts and shared/roles.ts. One home for
// the Arabic client messages (src/client/i18n/ar-*.ts) and the server's documents and exports
// (src/server/services/vocabulary-labels.ts); a module of its own, so the English client bundle,
// which imports shared/crm.ts and shared/inventory.ts, never carries them.
import type { LeadSource, UnitType } from './crm.ts';
import type { Orientation, ProjectStatus, UnitStatus, View } from './inventory.ts';
import type { Role } from './roles.ts';

export const UNIT_TYPE_LABELS_AR: Record<UnitType, string> = {
  apartment: 'شقة',
  villa: 'فيلا',
  townhouse: 'تاون هاوس',
  penthouse: 'بنتهاوس',
  duplex: 'دوبلكس',
  office: 'مكتب',
  retail: 'محل تجاري',
};

export const VIEW_LABELS_AR: Record<View, string> = {
  sea: 'البحر',
  city: 'المدينة',
  marina: 'المرسى',
  park: 'الحديقة العامة',
  pool: 'المسبح',
  golf: 'ملعب الغولف',
  burj_khalifa: 'برج خليفة',
  community: 'المجتمع السكني',
  lagoon: 'البحيرة',
  garden: 'الحديقة',
  canal: 'القناة المائية',
  skyline: 'أفق المدينة',
};

export const ORIENTATION_LABELS_AR: Record<Orientation, string> = {
  north: 'شمال',
  north_east: 'شمال شرق',
  east: 'شرق',
  south_east: 'جنوب شرق',
  south: 'جنوب',
  south_west: 'جنوب غرب',
  west: 'غرب',
  north_west: 'شمال غرب',
};

export const UNIT_STATUS_LABELS_AR: Record<UnitStatus, string> = {
  available: 'متاحة',
  reserved: 'محجوزة مؤقتًا',
  booked: 'محجوزة نهائيًا',
  sold: 'مباعة',
  blocked: 'محجوبة عن البيع',
};

/** Projects' and buildings' statuses. */
export const PROJECT_STATUS_LABELS_AR: Record<ProjectStatus, string> = {
  off_plan: 'على الخارطة',
  under_construction: 'قيد الإنشاء',
  ready: 'جاهز',
};

export const ROLE_LABELS_AR: Record<Role, string> = {
  super_admin: 'مسؤول المنصة',
  super_admin_sales_manager: 'مدير المبيعات',
  developer_admin: 'مسؤول شركة التطوير',
  developer: 'مطوّر',
  broker_admin: 'مسؤول شركة الوساطة',
  broker: 'وسيط',
};

export const LEAD_SOURCE_LABELS_AR: Record<LeadSource, string> = {
  website: 'الموقع الإلكتروني',
  referral: 'إحالة',
  portal: 'بوابة عقارية',
  walk_in: 'زيارة مباشرة',
  social: 'وسائل التواصل',
  other: 'أخرى',
};
