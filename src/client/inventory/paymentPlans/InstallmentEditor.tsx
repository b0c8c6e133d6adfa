// The installments of a plan as editable rows: label, percentage, due type, and the due value only
// for the types that need one; rows are added, removed and moved. Below them the live total,
// red unless it is exactly 100 %, and the message of the `installments` field.
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, FormHelperText, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { MONTH_DUE_TYPES, type DueType } from '../../../shared/inventory.ts';
import { dueTypeChoices } from '../inventoryChoices.ts';
import { needsDueValue, newRow, totalPercentage, type InstallmentRow } from './installmentRows.ts';

interface InstallmentEditorProps {
  rows: InstallmentRow[];
  onChange: (rows: InstallmentRow[]) => void;
  /** Messages by field (`installments`, `installments.2.percentage`…), already translated. */
  errors: Record<string, string>;
}

export function InstallmentEditor({ rows, onChange, errors }: InstallmentEditorProps) {
  const translate = useTranslate();
  const errorId = useId();
  const total = totalPercentage(rows);
  const complete = total === 100;
  const listError = errors.installments;

  const update = (index: number, change: Partial<InstallmentRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const move = (index: number, to: number) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(to, 0, row!);
    onChange(next);
  };
  const fieldError = (index: number, field: string) => errors[`installments.${index}.${field}`];

  return (
    <Box
      component="fieldset"
      aria-describedby={listError ? errorId : undefined}
      aria-invalid={Boolean(listError)}
      sx={{ border: 0, p: 0, m: 0 }}
    >
      <Typography component="legend" variant="h6" gutterBottom>
        {translate('inventory.payment_plans.installments')}
      </Typography>
      {rows.map((row, index) => {
        const number = index + 1;
        return (
          <Box
            key={row.key}
            role="group"
            aria-label={translate('inventory.payment_plans.row', { number })}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 1 }}
          >
            <TextField
              size="small"
              label={translate('inventory.payment_plans.fields.label')}
              value={row.label}
              onChange={(event) => update(index, { label: event.target.value })}
              error={Boolean(fieldError(index, 'label'))}
              helperText={fieldError(index, 'label') ?? ' '}
              sx={{ flex: '2 1 200px' }}
            />
            <TextField
              size="small"
              type="number"
              label={translate('inventory.payment_plans.fields.percentage')}
              value={row.percentage}
              onChange={(event) => update(index, { percentage: event.target.value })}
              error={Boolean(fieldError(index, 'percentage'))}
              helperText={fieldError(index, 'percentage') ?? ' '}
              slotProps={{ htmlInput: { min: 0, max: 100, step: 0.01 } }}
              sx={{ flex: '1 1 110px' }}
            />
            <TextField
              select
              size="small"
              label={translate('inventory.payment_plans.fields.due_type')}
              value={row.due_type}
              onChange={(event) => update(index, { due_type: event.target.value as DueType, due_value: '' })}
              error={Boolean(fieldError(index, 'due_type'))}
              helperText={fieldError(index, 'due_type') ?? ' '}
              sx={{ flex: '2 1 200px' }}
            >
              {dueTypeChoices.map((choice) => (
                <MenuItem key={choice.id} value={choice.id}>
                  {translate(choice.name)}
                </MenuItem>
              ))}
            </TextField>
            {needsDueValue(row.due_type) && (
              <TextField
                size="small"
                type="number"
                label={translate(
                  MONTH_DUE_TYPES.includes(row.due_type)
                    ? 'inventory.payment_plans.fields.due_months'
                    : 'inventory.payment_plans.fields.due_percent',
                )}
                value={row.due_value}
                onChange={(event) => update(index, { due_value: event.target.value })}
                error={Boolean(fieldError(index, 'due_value'))}
                helperText={fieldError(index, 'due_value') ?? ' '}
                slotProps={{ htmlInput: { min: 1, step: 1 } }}
                sx={{ flex: '1 1 110px' }}
              />
            )}
            <Box sx={{ display: 'flex' }}>
              <IconButton
                size="small"
                disabled={index === 0}
                aria-label={translate('inventory.payment_plans.move_up', { number })}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                disabled={index === rows.length - 1}
                aria-label={translate('inventory.payment_plans.move_down', { number })}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                disabled={rows.length === 1}
                aria-label={translate('inventory.payment_plans.remove_row', { number })}
                onClick={() => onChange(rows.filter((_row, at) => at !== index))}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          </Box>
        );
      })}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...rows, newRow()])}>
          {translate('inventory.payment_plans.add_row')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Typography
          data-testid="installments-total"
          sx={{ fontWeight: 'bold', color: complete ? 'success.main' : 'error.main' }}
          aria-live="polite"
        >
          {translate('inventory.payment_plans.total', { total })}
        </Typography>
      </Box>
      {listError && (
        <FormHelperText id={errorId} error role="alert">
          {listError}
        </FormHelperText>
      )}
    </Box>
  );
}
