// Creating an activity on a lead (type, title, when, notes; "already done" logs a completed one).
// Validated with the server's schema; its field errors show under the fields.
import { Box, Button, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ACTIVITY_TYPES, type ActivityType } from '../../../shared/crm.ts';
import { createActivityBody } from '../../../shared/schemas/crm.ts';
import { useFieldSave } from '../../forms/useFieldSave.ts';
import { useApi } from '../../providers/useApi.ts';

/** A datetime-local value for now, rounded to the minute. */
function localNow(): string {
  const now = new Date();
  now.setSeconds(0, 0);
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function ActivityForm({ leadId, onCreated }: { leadId: number; onCreated: () => unknown }) {
  const translate = useTranslate();
  const api = useApi();
  const [type, setType] = useState<ActivityType>('call');
  const [title, setTitle] = useState('');
  const [dueAt, setDueAt] = useState(localNow);
  const [completed, setCompleted] = useState(false);
  const { save, pending, errors, setErrors } = useFieldSave();

  const submit = async () => {
    const body = { type, title, due_at: dueAt ? new Date(dueAt).toISOString() : '', lead_id: leadId, completed };
    const parsed = createActivityBody.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    await save(async () => {
      await api.call({ method: 'POST', path: 'crm/activities', data: body });
      setErrors({});
      setTitle('');
      setCompleted(false);
      await onCreated();
    });
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label={translate('crm.activities.fields.type')}
        value={type}
        onChange={(event) => setType(event.target.value as ActivityType)}
        sx={{ minWidth: 140 }}
      >
        {ACTIVITY_TYPES.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(`crm.activity_types.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={translate('crm.activities.fields.title')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={Boolean(errors.title)}
        helperText={errors.title}
      />
      <TextField
        size="small"
        type="datetime-local"
        label={translate('crm.activities.fields.due_at')}
        value={dueAt}
        onChange={(event) => setDueAt(event.target.value)}
        error={Boolean(errors.due_at)}
        helperText={errors.due_at}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormControlLabel
        control={<Checkbox checked={completed} onChange={(event) => setCompleted(event.target.checked)} />}
        label={translate('crm.activities.already_done')}
      />
      <Button variant="contained" disabled={pending} onClick={() => void submit()}>
        {translate('crm.activities.add')}
      </Button>
    </Box>
  );
}
