// A unit's status and its change: only the statuses the unit may move to next (the server's
// `next_statuses`, from UNIT_STATUS_TRANSITIONS) are offered; a reservation asks until when it
// holds (at most MAX_RESERVATION_DAYS ahead). A 409 — someone else changed the unit first — says
// so plainly and reloads the unit.
import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Unit, UnitStatus } from '../../../shared/inventory.ts';
import { useNotifyError } from '../../errors/useNotifyError.ts';
import { useFormatDateTime } from '../../i18n/useFormatDateTime.ts';
import { TabSection } from '../../organizations/TabSection.tsx';
import { fieldErrorsOf } from '../../providers/apiError.ts';
import { useCan } from '../../providers/useCan.ts';
import { useApi } from '../../providers/useApi.ts';
import { changeUnitStatus } from './unitApi.ts';
import { useOrganizationTimeZone } from '../../i18n/useOrganizationTimeZone.ts';
import { dayAfter, ReservedUntilField, statusChange } from './ReservedUntilField.tsx';
import { isVersionConflict } from '../../versions/recordVersion.ts';
import { UnitStatusChip } from './UnitStatusChip.tsx';

function StatusChangeForm({ unit, onChanged }: { unit: Unit; onChanged: () => Promise<unknown> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const api = useApi();
  const timeZone = useOrganizationTimeZone();
  const [status, setStatus] = useState<UnitStatus | ''>('');
  const [until, setUntil] = useState(() => dayAfter(7, timeZone));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState(false);
  const [pending, setPending] = useState(false);
  if (unit.next_statuses.length === 0) return <Typography color="text.secondary">{translate('inventory.units.status_final')}</Typography>;

  const save = async () => {
    if (!status) return;
    setPending(true);
    try {
      await changeUnitStatus(api, unit.id, statusChange(status, until, timeZone), unit.updated_at);
      notify('inventory.units.status_changed', { type: 'success' });
      setStatus('');
      setErrors({});
      setConflict(false);
      await onChanged();
    } catch (error) {
      // A stale version has the conflict dialog; this one is a move the current status forbids.
      if ((error as { status?: number }).status === 409 && !isVersionConflict(error)) {
        setConflict(true);
        setStatus('');
        await onChanged();
      } else {
        notifyError(error);
        setErrors(fieldErrorsOf(error) ?? {});
      }
    } finally {
      setPending(false);
    }
  };
  const message = (field: string) => (errors[field] ? translate(errors[field], { _: errors[field] }) : undefined);

  return (
    <Box
      component="form"
      aria-label={translate('inventory.units.change_status')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {conflict && (
        <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setConflict(false)}>
          {translate('inventory.units.status_conflict')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label={translate('inventory.units.new_status')}
          value={status}
          onChange={(event) => setStatus(event.target.value as UnitStatus)}
          error={Boolean(errors.status)}
          helperText={message('status')}
          sx={{ minWidth: 200 }}
        >
          {unit.next_statuses.map((next) => (
            <MenuItem key={next} value={next}>
              {translate(`inventory.unit_statuses.${next}`)}
            </MenuItem>
          ))}
        </TextField>
        {status === 'reserved' && (
          <ReservedUntilField
            value={until}
            onChange={setUntil}
            error={Boolean(errors.reserved_until)}
            helperText={message('reserved_until')}
          />
        )}
        <Button type="submit" variant="contained" disabled={!status || pending}>
          {translate('inventory.units.apply_status')}
        </Button>
      </Box>
    </Box>
  );
}

export function UnitStatusPanel({ unit, onChanged }: { unit: Unit; onChanged: () => Promise<unknown> }) {
  const translate = useTranslate();
  const can = useCan();
  const formatDateTime = useFormatDateTime();
  const canChange = can('inventory.manage') || can('inventory.units.restricted');
  return (
    <TabSection titleKey="inventory.units.status_title">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <UnitStatusChip status={unit.status} />
        {unit.status === 'reserved' && unit.reserved_until && (
          <Typography>{translate('inventory.units.reserved_until_value', { date: formatDateTime(unit.reserved_until) })}</Typography>
        )}
        {unit.status_changed_at && (
          <Typography color="text.secondary" variant="body2">
            {translate('inventory.units.changed_by', {
              name: unit.status_changed_by_name ?? translate('inventory.units.system'),
              date: formatDateTime(unit.status_changed_at),
            })}
          </Typography>
        )}
      </Box>
      {canChange && <StatusChangeForm unit={unit} onChanged={onChanged} />}
    </TabSection>
  );
}
