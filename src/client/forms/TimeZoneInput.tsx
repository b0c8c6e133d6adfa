// An organization's time zone in a react-admin <Form>: an IANA name picked from the zones this
// browser's Intl knows (the same check the server makes), searchable by city ("Dubai", "Riyadh").
import { AutocompleteInput } from 'react-admin';
import { DEFAULT_TIME_ZONE } from '../../shared/time-zones.ts';

/** Every zone Intl names, UTC and the default first in mind of a browser that lists neither. */
function timeZoneChoices(): { id: string; name: string }[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = [...new Set([DEFAULT_TIME_ZONE, 'UTC', ...known])].sort();
  return zones.map((zone) => ({ id: zone, name: zone }));
}

let choices: { id: string; name: string }[] | null = null;

export function TimeZoneInput({ source, label }: { source: string; label: string }) {
  choices ??= timeZoneChoices();
  return <AutocompleteInput source={source} label={label} choices={choices} translateChoice={false} helperText={false} />;
}
