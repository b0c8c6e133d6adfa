// The stage dialogs of the stages editor: a stage's name, probability % and colour (add and
// edit), and deleting a stage that holds deals, which asks the stage its deals move to.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Stage } from '../../../shared/deals.ts';

export interface StageValues {
  name: string;
  probability: number;
  color: string;
}

export function StageFormDialog({
  title,
  initial,
  errors,
  onClose,
  onSubmit,
}: {
  title: string;
  initial: StageValues;
  errors: Record<string, string>;
  onClose: () => void;
  onSubmit: (values: StageValues) => void;
}) {
  const translate = useTranslate();
  const [values, setValues] = useState(initial);
  const probabilityValid = Number.isInteger(values.probability) && values.probability >= 0 && values.probability <= 100;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="stage-form-title">
      <DialogTitle id="stage-form-title">{translate(title)}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={translate('crm.pipelines.stages.fields.name')}
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
          error={Boolean(errors.name)}
          helperText={errors.name}
        />
        <TextField
          fullWidth
          margin="dense"
          type="number"
          label={translate('crm.pipelines.stages.fields.probability')}
          value={values.probability}
          onChange={(event) => setValues({ ...values, probability: Number(event.target.value) })}
          error={!probabilityValid || Boolean(errors.probability)}
          helperText={errors.probability ?? (probabilityValid ? undefined : translate('crm.pipelines.stages.probability_range'))}
          slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }}
        />
        <TextField
          fullWidth
          margin="dense"
          type="color"
          label={translate('crm.pipelines.stages.fields.color')}
          value={values.color}
          onChange={(event) => setValues({ ...values, color: event.target.value })}
          error={Boolean(errors.color)}
          helperText={errors.color}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={values.name.trim() === '' || !probabilityValid}
          onClick={() => onSubmit({ ...values, name: values.name.trim() })}
        >
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function DeleteStageDialog({
  stage,
  stages,
  mustMove,
  onClose,
  onConfirm,
}: {
  stage: Stage;
  stages: Stage[];
  /** The server said the stage holds deals (its count may be older than the board). */
  mustMove: boolean;
  onClose: () => void;
  onConfirm: (moveToStageId: number | null) => void;
}) {
  const translate = useTranslate();
  const others = stages.filter((candidate) => candidate.id !== stage.id);
  const holdsDeals = mustMove || stage.deals_count > 0;
  const [target, setTarget] = useState(others[0] ? String(others[0].id) : '');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="stage-delete-title">
      <DialogTitle id="stage-delete-title">{translate('crm.pipelines.stages.delete_title', { name: stage.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {holdsDeals
            ? stage.deals_count > 0
              ? translate('crm.pipelines.stages.delete_moves', { smart_count: stage.deals_count })
              : translate('crm.pipelines.stages.delete_moves_some')
            : translate('crm.pipelines.stages.delete_content')}
        </DialogContentText>
        {holdsDeals && (
          <TextField
            select
            fullWidth
            margin="dense"
            label={translate('crm.pipelines.stages.move_to')}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          >
            {others.map((candidate) => (
              <MenuItem key={candidate.id} value={String(candidate.id)}>
                {candidate.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={holdsDeals && target === ''}
          onClick={() => onConfirm(holdsDeals ? Number(target) : null)}
        >
          {translate('ra.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
