// The tabs of a project's and a building's page: each names the matrix actions that open it, so
// a hidden tab makes no call. Images are split by kind: the gallery tab also holds the cover
// images (`image`), the other kinds have a tab each.
import type { ImageKind } from '../../../shared/inventory.ts';
import type { Action } from '../../../shared/permissions.ts';

export const PROJECT_TABS = [
  'overview',
  'gallery',
  'floor-plates',
  'pdf-images',
  'logos',
  'amenities',
  'media360',
  'videos',
  'embed',
] as const;
export const BUILDING_TABS = [
  'overview',
  'availability',
  'gallery',
  'floor-plates',
  'pdf-images',
  'logos',
  'amenities',
  'media360',
  'videos',
  'payment-plans',
] as const;
export type InventoryTab = (typeof PROJECT_TABS)[number] | (typeof BUILDING_TABS)[number];

export const TAB_ACTIONS: Record<InventoryTab, readonly Action[]> = {
  overview: ['inventory.view'],
  gallery: ['inventory.view'],
  'floor-plates': ['inventory.view'],
  'pdf-images': ['inventory.view'],
  logos: ['inventory.view'],
  amenities: ['inventory.view'],
  media360: ['inventory.view'],
  videos: ['inventory.view'],
  embed: ['inventory.manage'],
  'payment-plans': ['inventory.view'],
  availability: ['inventory.view'],
};

/** The image kinds each image tab shows, in order. */
export const TAB_IMAGE_KINDS: Partial<Record<InventoryTab, readonly ImageKind[]>> = {
  gallery: ['image', 'gallery'],
  'floor-plates': ['floor_plate'],
  'pdf-images': ['pdf_image'],
  logos: ['logo'],
};

export function visibleTabs<T extends InventoryTab>(tabs: readonly T[], can: (action: Action) => boolean): T[] {
  return tabs.filter((tab) => TAB_ACTIONS[tab].some(can));
}
