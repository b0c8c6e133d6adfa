// The words documents and exports print for the shared vocabularies (unit types, views,
// orientations, statuses, lead sources), in each language: English from shared/crm.ts and shared/inventory.ts,
// Arabic from shared/vocabulary-ar.ts. A document or export picks the set of the language it is
// generated in (docs/api.md "Languages").
import { LEAD_SOURCE_LABELS, UNIT_TYPE_LABELS, type LeadSource, type UnitType } from '../../shared/crm.ts';
import {
  ORIENTATION_LABELS,
  PROJECT_STATUS_LABELS,
  UNIT_STATUS_LABELS,
  VIEW_LABELS,
  type Orientation,
  type ProjectStatus,
  type UnitStatus,
  type View,
} from '../../shared/inventory.ts';
import type { Language } from '../../shared/languages.ts';
import {
  LEAD_SOURCE_LABELS_AR,
  ORIENTATION_LABELS_AR,
  PROJECT_STATUS_LABELS_AR,
  UNIT_STATUS_LABELS_AR,
  UNIT_TYPE_LABELS_AR,
  VIEW_LABELS_AR,
} from '../../shared/vocabulary-ar.ts';

export interface VocabularyLabels {
  unitTypes: Record<UnitType, string>;
  views: Record<View, string>;
  orientations: Record<Orientation, string>;
  unitStatuses: Record<UnitStatus, string>;
  /** Projects' and buildings' statuses. */
  projectStatuses: Record<ProjectStatus, string>;
  leadSources: Record<LeadSource, string>;
}

export const VOCABULARY_LABELS: Record<Language, VocabularyLabels> = {
  en: {
    unitTypes: UNIT_TYPE_LABELS,
    views: VIEW_LABELS,
    orientations: ORIENTATION_LABELS,
    unitStatuses: UNIT_STATUS_LABELS,
    projectStatuses: PROJECT_STATUS_LABELS,
    leadSources: LEAD_SOURCE_LABELS,
  },
  ar: {
    unitTypes: UNIT_TYPE_LABELS_AR,
    views: VIEW_LABELS_AR,
    orientations: ORIENTATION_LABELS_AR,
    unitStatuses: UNIT_STATUS_LABELS_AR,
    projectStatuses: PROJECT_STATUS_LABELS_AR,
    leadSources: LEAD_SOURCE_LABELS_AR,
  },
};
