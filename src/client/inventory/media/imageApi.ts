// The image calls of projects and buildings (docs/api.md): upload several files of one kind with
// progress, reorder the gallery, delete one image.
import type { InventoryImage, ImageKind } from '../../../shared/inventory.ts';
import { uploadWithProgress } from '../../crm/uploadWithProgress.ts';
import { apiRequest } from '../../providers/httpClient.ts';
import type { InventoryParent } from '../inventoryApi.ts';

export function uploadImages(
  parent: InventoryParent,
  parentId: number,
  kind: ImageKind,
  files: File[],
  onProgress: (percent: number) => void,
) {
  return uploadWithProgress<{ data: InventoryImage[] }>(`inventory/${parent}/${parentId}/images`, { kind, images: files }, onProgress);
}

export function reorderGallery(parent: InventoryParent, parentId: number, imageIds: number[]) {
  return apiRequest({ method: 'PATCH', path: ['inventory', parent, parentId, 'images', 'reorder'], data: { ids: imageIds } });
}

export function deleteImage(imageId: number) {
  return apiRequest({ method: 'DELETE', path: ['inventory/images', imageId] });
}

/** `items` with the one at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const result = [...items];
  const [item] = result.splice(from, 1);
  if (item !== undefined) result.splice(to, 0, item);
  return result;
}
