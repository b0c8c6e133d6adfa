// The conflict dialog (docs/api.md "Versions"), one for the whole app: an update was based on a
// version someone else has since replaced. It says so, shows what the record holds now, and
// offers "Reload" (refetch everything and start the page's forms again from the current record)
// or "Cancel" (keep what the user typed, e.g. to copy it, and decide later).
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatDateTime } from '../i18n/useFormatDateTime.ts';
import { useFieldLabels } from './fieldLabels.ts';
import { dismissVersionConflict, remountAfterConflict, useVersionConflicts } from './versionConflicts.ts';

/** At most this many of the record's plain fields are shown: enough to recognise the change. */
const SHOWN_FIELDS = 8;
const HIDDEN_FIELDS = new Set(['id', 'organization_id', 'created_at', 'updated_at']);

function plainFields(record: Record<string, unknown>): [string, string][] {
  return Object.entries(record)
    .filter(
      ([field, value]) =>
        !HIDDEN_FIELDS.has(field) && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'),
    )
    .slice(0, SHOWN_FIELDS)
    .map(([field, value]) => [field, String(value)]);
}

export function VersionConflictDialog() {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const queryClient = useQueryClient();
  const { conflict } = useVersionConflicts();
  const fieldLabel = useFieldLabels(conflict?.collection ?? '');
  const [reloading, setReloading] = useState(false);
  if (!conflict) return null;
  const changedAt = formatDateTime(typeof conflict.current.updated_at === 'string' ? conflict.current.updated_at : null);

  const reload = async () => {
    setReloading(true);
    try {
      await queryClient.invalidateQueries();
    } finally {
      setReloading(false);
      remountAfterConflict();
    }
  };

  return (
    <Dialog open onClose={dismissVersionConflict} aria-labelledby="version-conflict-title">
      <DialogTitle id="version-conflict-title">{translate('errors.version_conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('errors.version_conflict.message')}</DialogContentText>
        {changedAt && (
          <DialogContentText sx={{ mt: 1 }}>{translate('errors.version_conflict.changed_at', { at: changedAt })}</DialogContentText>
        )}
        <Table size="small" aria-label={translate('errors.version_conflict.current')} sx={{ mt: 1 }}>
          <TableBody>
            {plainFields(conflict.current).map(([field, value]) => (
              <TableRow key={field}>
                <TableCell component="th" scope="row">
                  {fieldLabel(field)}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={dismissVersionConflict}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={reloading} onClick={() => void reload()}>
          {translate('errors.version_conflict.reload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
