// The conflict dialog shows the record as it is now, a field a row: each under the label the
// record's own screens give it. Those labels live where each area keeps them — react-admin's
// `resources.<collection>.fields` (organizations, users, contacts), an area's screen
// (`crm.leads.fields`) or a whole area (`inventory.fields`) — so the dialog looks in that order,
// and a field none of them names shows as its name in words ("service_charge" → "Service charge").
import { useTranslate } from 'react-admin';
import { apiPath, type PathSegment } from '../providers/requestEncoding.ts';

/** The collection a call addresses: `crm/leads/11` and `crm/leads/11/status` → `crm/leads`. */
export function collectionOf(path: string | readonly PathSegment[]): string {
  const segments = (typeof path === 'string' ? apiPath(path) : apiPath(...path)).split('/');
  const id = segments.findIndex((segment) => /^\d+$/.test(segment));
  return segments.slice(0, id === -1 ? undefined : id).join('/');
}

/** The translation keys that may hold a field's label, the most specific first. */
export function fieldLabelKeys(collection: string, field: string): string[] {
  const [area, screen] = collection.split('/');
  return [`resources.${collection}.fields.${field}`, ...(screen ? [`${area}.${screen}.fields.${field}`] : []), `${area}.fields.${field}`];
}

const inWords = (field: string) => {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** `label(field)`: the field's label among `collection`'s, else its name in words. */
export function useFieldLabels(collection: string): (field: string) => string {
  const translate = useTranslate();
  return (field) => fieldLabelKeys(collection, field).reduceRight((fallback, key) => translate(key, { _: fallback }), inWords(field));
}
