// Bulk creation of a building's units (developer admin, `…/bulk-units`): floors N..M, units per
// floor, a numbering pattern, type, bedrooms, areas, a base price and a per-floor price step. The
// server previews the units (`preview: true`) in a table before anything is saved; saving is all
// or nothing. The form checks the values with the server's own schema first, and the server's
// 422s show under the same fields. Changing a value asks for a new preview.
import { Alert, Box, Button, Grid, MenuItem, TextField, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { useNotify, useRedirect, useTranslate } from 'react-admin';
import { UNIT_TYPES } from '../../../shared/crm.ts';
import { VIEWS, renderUnitNumber, type BuildingDetail, type BulkUnitsPreview } from '../../../shared/inventory.ts';
import { groupTypedAmount } from '../../forms/groupedAmount.ts';
import { useAmountCaret } from '../../forms/useAmountCaret.ts';
import { bulkUnitsBody } from '../../../shared/schemas/units.ts';
import { useFieldSave } from '../../forms/useFieldSave.ts';
import { zodFormValidator } from '../../forms/zodFormValidator.ts';
import { TabSection } from '../../organizations/TabSection.tsx';
import { useRefreshInventory } from '../inventoryApi.ts';
import { useApi } from '../../providers/useApi.ts';
import { bulkCreateUnits } from '../units/unitApi.ts';
import { BulkUnitsPreviewTable } from './BulkUnitsPreviewTable.tsx';

type Values = Record<
  | 'floor_from'
  | 'floor_to'
  | 'units_per_floor'
  | 'numbering_pattern'
  | 'type'
  | 'bedrooms'
  | 'bathrooms'
  | 'internal_area'
  | 'balcony_area'
  | 'base_price'
  | 'price_step_per_floor',
  string
> & { views: string[] };

const NUMBER_FIELDS = ['floor_from', 'floor_to', 'units_per_floor', 'bedrooms', 'internal_area'] as const;
const OPTIONAL_NUMBER_FIELDS = ['bathrooms', 'balcony_area'] as const;

function initialValues(building: BuildingDetail): Values {
  return {
    floor_from: '1',
    floor_to: String(building.floors ?? 1),
    units_per_floor: '4',
    numbering_pattern: '{floor}{index:02}',
    type: 'apartment',
    bedrooms: '1',
    bathrooms: '',
    internal_area: '',
    balcony_area: '',
    base_price: '',
    price_step_per_floor: '0',
    views: [],
  };
}

/** What the API takes: numbers as numbers (blank optional ones as null), money (typed in the project's `currency`) in minor units. */
function toBody(values: Values, currency: string): Record<string, unknown> {
  const number = (value: string) => (value.trim() === '' ? null : Number(value));
  return {
    ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, number(values[field])])),
    ...Object.fromEntries(OPTIONAL_NUMBER_FIELDS.map((field) => [field, number(values[field])])),
    numbering_pattern: values.numbering_pattern,
    type: values.type,
    base_price: groupTypedAmount(values.base_price, currency).minor,
    price_step_per_floor: groupTypedAmount(values.price_step_per_floor, currency).minor ?? 0,
    views: values.views,
  };
}

const validateBulkUnits = zodFormValidator(bulkUnitsBody);

export function BulkUnitsForm({ building }: { building: BuildingDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefreshInventory();
  const api = useApi();
  const [values, setValues] = useState(() => initialValues(building));
  const [preview, setPreview] = useState<{ body: string; answer: BulkUnitsPreview } | null>(null);
  const { save, pending, errors, setErrors } = useFieldSave();
  const body = toBody(values, building.currency);
  const previewIsCurrent = preview !== null && preview.body === JSON.stringify(body);

  const set = (field: keyof Values) => (event: { target: { value: unknown } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const basePriceCaret = useAmountCaret();
  const priceStepCaret = useAmountCaret();
  /** Money typed in the project's currency, its thousands grouped as it is typed. */
  const amountProps = (field: 'base_price' | 'price_step_per_floor', label: string, caret: ReturnType<typeof useAmountCaret>) => ({
    ...fieldProps(field, label, { type: 'text' }),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      caret.rememberCaret(event);
      const text = groupTypedAmount(event.target.value, building.currency).text;
      setValues((current) => ({ ...current, [field]: text }));
    },
    inputRef: caret.inputRef,
    slotProps: { htmlInput: { inputMode: 'decimal' as const, autoComplete: 'off' } },
  });
  const send = async (asPreview: boolean) => {
    const invalid = validateBulkUnits(body);
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid);
      return;
    }
    await save(async () => {
      const answer = (await bulkCreateUnits(api, building.id, body, asPreview)).data;
      setErrors({});
      if (asPreview) {
        setPreview({ body: JSON.stringify(body), answer });
        return;
      }
      notify('inventory.bulk.created', { type: 'success', messageArgs: { smart_count: answer.count } });
      await refresh();
      redirect(`/inventory/buildings/${building.id}/availability`);
    });
  };
  const fieldProps = (field: Exclude<keyof Values, 'views'>, label: string, extra: { type?: string; helperText?: string } = {}) => ({
    name: field,
    label: translate(label, { currency: building.currency }),
    value: values[field],
    onChange: set(field),
    error: Boolean(errors[field]),
    helperText: errors[field] ? translate(errors[field], { _: errors[field] }) : (extra.helperText ?? ' '),
    type: extra.type ?? 'number',
    size: 'small' as const,
    fullWidth: true,
  });

  return (
    <TabSection titleKey="inventory.bulk.open">
      <Typography variant="subtitle1" component="p" gutterBottom>
        {translate('inventory.bulk.title', { building: building.name })}
      </Typography>
      <Box
        component="form"
        aria-label={translate('inventory.bulk.open')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send(true);
        }}
      >
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 6, md: 2 }}>
            <TextField {...fieldProps('floor_from', 'inventory.bulk.floor_from')} />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <TextField {...fieldProps('floor_to', 'inventory.bulk.floor_to')} />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <TextField {...fieldProps('units_per_floor', 'inventory.bulk.units_per_floor')} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              {...fieldProps('numbering_pattern', 'inventory.bulk.pattern', {
                type: 'text',
                helperText: translate('inventory.bulk.pattern_hint', { example: renderUnitNumber('{floor}{index:02}', 12, 3) }),
              })}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <TextField {...fieldProps('type', 'inventory.fields.type', { type: 'text' })} select>
              {UNIT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {translate(`crm.unit_types.${type}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <TextField {...fieldProps('bedrooms', 'inventory.fields.bedrooms', { helperText: translate('inventory.units.studio_hint') })} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <TextField {...fieldProps('bathrooms', 'inventory.fields.bathrooms')} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <TextField
              name="views"
              label={translate('inventory.fields.views')}
              value={values.views}
              onChange={set('views')}
              error={Boolean(errors.views)}
              helperText={errors.views ? translate(errors.views, { _: errors.views }) : ' '}
              size="small"
              fullWidth
              select
              slotProps={{
                select: {
                  multiple: true,
                  renderValue: (selected) => (selected as string[]).map((view) => translate(`inventory.views.${view}`)).join(', '),
                },
              }}
            >
              {VIEWS.map((view) => (
                <MenuItem key={view} value={view}>
                  {translate(`inventory.views.${view}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <TextField {...fieldProps('internal_area', 'inventory.fields.internal_area_sqft')} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <TextField {...fieldProps('balcony_area', 'inventory.fields.balcony_area_sqft')} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <TextField {...amountProps('base_price', 'inventory.bulk.base_price', basePriceCaret)} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <TextField {...amountProps('price_step_per_floor', 'inventory.bulk.price_step', priceStepCaret)} />
          </Grid>
        </Grid>
        <Button type="submit" variant="outlined" disabled={pending}>
          {translate('inventory.bulk.preview')}
        </Button>
      </Box>
      {preview && (
        <Box
          component="section"
          aria-label={translate('inventory.bulk.preview_title', { smart_count: preview.answer.count })}
          sx={{ mt: 3 }}
        >
          <Typography variant="h6" component="h3" gutterBottom>
            {translate('inventory.bulk.preview_title', { smart_count: preview.answer.count })}
          </Typography>
          {!previewIsCurrent && (
            <Alert severity="info" sx={{ mb: 1 }}>
              {translate('inventory.bulk.changed')}
            </Alert>
          )}
          <BulkUnitsPreviewTable units={preview.answer.units} currency={building.currency} />
          <Button variant="contained" sx={{ mt: 2 }} disabled={pending || !previewIsCurrent} onClick={() => void send(false)}>
            {translate('inventory.bulk.save', { smart_count: preview.answer.count })}
          </Button>
        </Box>
      )}
    </TabSection>
  );
}
