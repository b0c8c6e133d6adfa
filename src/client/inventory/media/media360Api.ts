// The 360 media and video link calls (docs/api.md): attached to a project, a building or a unit.
import { apiRequest } from '../../providers/httpClient.ts';
import type { InventoryParent } from '../inventoryApi.ts';

export function ownerField(parent: InventoryParent, parentId: number) {
  if (parent === 'units') return { unit_id: parentId };
  return parent === 'projects' ? { project_id: parentId } : { building_id: parentId };
}

export function addMedia360(parent: InventoryParent, parentId: number, values: { title: string; tour_url?: string; image?: File }) {
  return apiRequest({ method: 'POST', path: 'inventory/media360', data: { ...ownerField(parent, parentId), ...values } });
}

export function deleteMedia360(id: number) {
  return apiRequest({ method: 'DELETE', path: ['inventory/media360', id] });
}

export function addVideoLink(parent: InventoryParent, parentId: number, values: { title: string | null; url: string }) {
  return apiRequest({ method: 'POST', path: 'inventory/video-links', data: { ...ownerField(parent, parentId), ...values } });
}

export function deleteVideoLink(id: number) {
  return apiRequest({ method: 'DELETE', path: ['inventory/video-links', id] });
}
