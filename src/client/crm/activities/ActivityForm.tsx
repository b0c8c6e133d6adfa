// Logging an activity on a lead (type, title, when, notes; "already done" logs a completed one).
// A call asks how it went (outcome) and how long it took; "Due" left empty is the moment of saving.
// Validated with the server's schema; its field errors show under the fields.
import { Box, Button, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ACTIVITY_TYPES, CALL_OUTCOMES, type ActivityType } from '../../../shared/crm.ts';
import { createActivityBody } from '../../../shared/schemas/crm.ts';
import { localDateTimeToIso } from '../../forms/dateTimeValue.ts';
import { useFieldSave } from '../../forms/useFieldSave.ts';
import { useApi } from '../../providers/useApi.ts';
import { useOrganizationTimeZone } from '../../i18n/useOrganizationTimeZone.ts';
import { dueAtOrNow } from './activityDue.ts';

export function ActivityForm({ leadId, onCreated }: { leadId: number; onCreated: () => unknown }) {
  const translate = useTranslate();
  const api = useApi();
  const timeZone = useOrganizationTimeZone();
  const [type, setType] = useState<ActivityType>('call');
  const [title, setTitle] = useState('');
  const [dueAt, setDueAt] = useState('');
  const [outcome, setOutcome] = useState('');
  const [duration, setDuration] = useState('');
  const [completed, setCompleted] = useState(false);
  const { save, pending, errors, setErrors } = useFieldSave();
  const isCall = type === 'call';

  const submit = async () => {
    const body = {
      type,
      title,
      due_at: dueAtOrNow(localDateTimeToIso(dueAt, timeZone)),
      lead_id: leadId,
      completed,
      ...(isCall ? { outcome: outcome || null, duration_minutes: duration || null } : {}),
    };
    const parsed = createActivityBody.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    await save(async () => {
      await api.call({ method: 'POST', path: 'crm/activities', data: body });
      setErrors({});
      setTitle('');
      setDueAt('');
      setOutcome('');
      setDuration('');
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
        helperText={errors.due_at ?? translate('crm.activities.due_now_help')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {isCall && (
        <>
          <TextField
            select
            size="small"
            label={translate('crm.activities.fields.outcome')}
            value={outcome}
            onChange={(event) => setOutcome(event.target.value)}
            error={Boolean(errors.outcome)}
            helperText={errors.outcome}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">{translate('crm.activities.no_outcome')}</MenuItem>
            {CALL_OUTCOMES.map((value) => (
              <MenuItem key={value} value={value}>
                {translate(`crm.call_outcomes.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="number"
            label={translate('crm.activities.fields.duration_minutes')}
            value={duration}
            onChange={(event) => setDuration(event.target.value)}
            error={Boolean(errors.duration_minutes)}
            helperText={errors.duration_minutes}
            slotProps={{ htmlInput: { min: 1, max: 1440, step: 1 } }}
            sx={{ width: 170 }}
          />
        </>
      )}
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
