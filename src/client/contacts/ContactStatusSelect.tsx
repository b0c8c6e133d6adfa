// The inline status select of a company or broker row: PATCH contacts/<kind>/status/{id}.
// `converted` is reached only by converting a company, so it is never offered, and a converted
// company's status is shown but no longer changed here.
import { MenuItem, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { BrokerStatus, CompanyStatus } from '../../shared/contacts.ts';
import { useServerAction } from '../forms/useServerAction.ts';
import { useApi } from '../providers/useApi.ts';
import { useRefreshContacts } from './contactsApi.ts';

type ContactStatus = CompanyStatus | BrokerStatus;

interface ContactStatusSelectProps {
  /** The API path of the contacts (`contacts/companies`, `contacts/brokers`). */
  apiPath: string;
  id: number;
  name: string;
  status: ContactStatus;
  statuses: readonly ContactStatus[];
  /** The row's updated_at: the version the change is based on (docs/api.md "Versions"). */
  version?: string;
}

export function ContactStatusSelect({ apiPath, id, name, status, statuses, version }: ContactStatusSelectProps) {
  const translate = useTranslate();
  const api = useApi();
  const notify = useNotify();
  const refresh = useRefreshContacts();
  const { run, pending: busy } = useServerAction();
  const converted = status === 'converted';

  const change = async (next: ContactStatus) => {
    if (next === status) return;
    await run(
      async () => {
        await api.call({ method: 'PATCH', path: [apiPath, 'status', id], data: { status: next, updated_at: version } });
        // Told as information, not success: the row's status is the news.
        notify('contacts.status_changed', { type: 'info', messageArgs: { name } });
      },
      { afterwards: refresh },
    );
  };

  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={status}
      disabled={busy || converted}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => void change(event.target.value as ContactStatus)}
      slotProps={{ htmlInput: { 'aria-label': translate('contacts.status_of', { name }) } }}
    >
      {(converted ? ['converted' as const] : statuses.filter((choice) => choice !== 'converted')).map((choice) => (
        <MenuItem key={choice} value={choice}>
          {translate(`contacts.statuses.${choice}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
