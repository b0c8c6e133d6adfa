// The unit filters of the units step: price and area ranges on sliders bounded by the filter
// limits (the caller's available units), and a bedroom count. Values are committed when a
// slider is let go, so the buildings are asked for once per move.
import { Box, MenuItem, Slider, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SaleOfferFilterLimits } from '../../shared/inventory.ts';
import type { SaleOfferBuildingFilters } from '../../shared/sale-offers.ts';
import { useFormatMoney } from '../forms/money.ts';

interface RangeSliderProps {
  label: string;
  min: number;
  max: number;
  step: number;
  format: (value: number) => string;
  onCommit: (range: [number, number] | null) => void;
}

function RangeSlider({ label, min, max, step, format, onCommit }: RangeSliderProps) {
  const labelId = useId();
  const [range, setRange] = useState<[number, number]>([min, max]);
  return (
    <Box sx={{ flex: '1 1 260px', px: 1 }}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {label}: {format(range[0])} – {format(range[1])}
      </Typography>
      <Slider
        aria-labelledby={labelId}
        getAriaValueText={format}
        value={range}
        min={min}
        max={max}
        step={step}
        onChange={(_event, value) => setRange(value as [number, number])}
        onChangeCommitted={(_event, value) => {
          const [low, high] = value as [number, number];
          onCommit(low === min && high === max ? null : [low, high]);
        }}
      />
    </Box>
  );
}

export function UnitFilters({
  limits,
  currency,
  onChange,
}: {
  limits: SaleOfferFilterLimits;
  currency: string;
  onChange: (change: SaleOfferBuildingFilters) => void;
}) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const [bedrooms, setBedrooms] = useState('');
  const bedroomChoices =
    limits.bedrooms_min !== null && limits.bedrooms_max !== null
      ? Array.from({ length: limits.bedrooms_max - limits.bedrooms_min + 1 }, (_, index) => limits.bedrooms_min! + index)
      : [];
  return (
    <Box
      role="group"
      aria-label={translate('sale_offers.filters.label')}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
    >
      {limits.price_min !== null && limits.price_max !== null && limits.price_max > limits.price_min && (
        <RangeSlider
          label={translate('sale_offers.filters.price')}
          min={limits.price_min}
          max={limits.price_max}
          step={Math.max(1, Math.round((limits.price_max - limits.price_min) / 100))}
          format={(value) => formatMoney(value, currency)}
          onCommit={(range) => onChange({ price_min: range?.[0], price_max: range?.[1] })}
        />
      )}
      {limits.area_min !== null && limits.area_max !== null && limits.area_max > limits.area_min && (
        <RangeSlider
          label={translate('sale_offers.filters.area')}
          min={Math.floor(limits.area_min)}
          max={Math.ceil(limits.area_max)}
          step={1}
          format={(value) => translate('sale_offers.units.area', { area: value })}
          onCommit={(range) => onChange({ area_min: range?.[0], area_max: range?.[1] })}
        />
      )}
      {bedroomChoices.length > 1 && (
        <TextField
          select
          size="small"
          label={translate('sale_offers.filters.bedrooms')}
          value={bedrooms}
          onChange={(event) => {
            setBedrooms(event.target.value);
            onChange({ bedrooms: event.target.value === '' ? undefined : Number(event.target.value) });
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{translate('sale_offers.filters.any')}</MenuItem>
          {bedroomChoices.map((count) => (
            <MenuItem key={count} value={String(count)}>
              {count === 0 ? translate('crm.bedrooms.studio') : translate('crm.bedrooms.count', { smart_count: count })}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}
