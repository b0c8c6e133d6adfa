// The sales manager's restricted management of a unit (`/inventory/units/:id/edit`): its price
// (`PATCH …/price`) and its status (`PATCH …/status`, to the allowed next statuses only), nothing
// else. The price is sent with the version it was read at and the status move is checked against
// the unit's current status, so neither overwrites someone else's change unseen (a 409 says so).
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { Title, useNotify, useRedirect, useTranslate } from 'react-admin';
import type { Unit, UnitStatus } from '../../../shared/inventory.ts';
import { amountInputText, groupTypedAmount } from '../../forms/groupedAmount.ts';
import { useAmountCaret } from '../../forms/useAmountCaret.ts';
import { unitPriceBody } from '../../../shared/schemas/units.ts';
import { useNotifyError } from '../../errors/useNotifyError.ts';
import { zodFormValidator } from '../../forms/zodFormValidator.ts';
import { TabSection } from '../../organizations/TabSection.tsx';
import { fieldErrorsOf } from '../../providers/apiError.ts';
import { useRefreshInventory } from '../inventoryApi.ts';
import { useApi } from '../../providers/useApi.ts';
import { changeUnitStatus } from './unitApi.ts';
import { useOrganizationTimeZone } from '../../i18n/useOrganizationTimeZone.ts';
import { dayAfter, ReservedUntilField, statusChange } from './ReservedUntilField.tsx';

const validatePrice = zodFormValidator(unitPriceBody);

export function UnitRestrictedEdit({ unit }: { unit: Unit }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const refresh = useRefreshInventory();
  const api = useApi();
  const timeZone = useOrganizationTimeZone();
  const [status, setStatus] = useState<UnitStatus>(unit.status);
  const [price, setPrice] = useState(amountInputText(unit.price, unit.currency));
  const priceCaret = useAmountCaret();
  const [until, setUntil] = useState(() => dayAfter(7, timeZone));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const message = (field: string) => (errors[field] ? translate(errors[field], { _: errors[field] }) : ' ');

  const save = async () => {
    const minor = groupTypedAmount(price, unit.currency).minor;
    // The server's own rule for the price (a blank one is refused too), with its message.
    const invalid = validatePrice({ price: minor }).price;
    if (invalid || minor === null) {
      setErrors({ price: invalid ?? '' });
      return;
    }
    setPending(true);
    try {
      // The status change is based on the version the price change answered with.
      let version = unit.updated_at;
      if (minor !== unit.price) {
        version = (
          await api.call<{ data: { updated_at: string } }>({
            method: 'PATCH',
            path: ['inventory/units', unit.id, 'price'],
            data: { price: minor, updated_at: version },
          })
        ).data.updated_at;
      }
      if (status !== unit.status) await changeUnitStatus(api, unit.id, statusChange(status, until, timeZone), version);
      notify('resources.inventory/units.notifications.updated', { type: 'success', messageArgs: { smart_count: 1 } });
      await refresh();
      redirect(`/inventory/units/${unit.id}`);
    } catch (error) {
      notifyError(error);
      setErrors(fieldErrorsOf(error) ?? {});
      if ((error as { status?: number }).status === 409) await refresh();
    } finally {
      setPending(false);
    }
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={<span>{unit.unit_number}</span>} />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('inventory.units.heading', { number: unit.unit_number })}
      </Typography>
      <TabSection titleKey="inventory.units.restricted_title">
        <Box
          component="form"
          aria-label={translate('inventory.units.restricted_title')}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            select
            size="small"
            label={translate('inventory.fields.status')}
            value={status}
            onChange={(event) => setStatus(event.target.value as UnitStatus)}
            error={Boolean(errors.status)}
            helperText={message('status')}
            sx={{ minWidth: 200 }}
          >
            {[unit.status, ...unit.next_statuses].map((option) => (
              <MenuItem key={option} value={option}>
                {translate(`inventory.unit_statuses.${option}`)}
              </MenuItem>
            ))}
          </TextField>
          {status === 'reserved' && status !== unit.status && (
            <ReservedUntilField
              value={until}
              onChange={setUntil}
              error={Boolean(errors.reserved_until)}
              helperText={message('reserved_until')}
            />
          )}
          <TextField
            size="small"
            label={translate('inventory.fields.price_in', { currency: unit.currency })}
            value={price}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              priceCaret.rememberCaret(event);
              setPrice(groupTypedAmount(event.target.value, unit.currency).text);
            }}
            inputRef={priceCaret.inputRef}
            error={Boolean(errors.price)}
            helperText={message('price')}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
          <Button type="submit" variant="contained" disabled={pending}>
            {translate('ra.action.save')}
          </Button>
        </Box>
      </TabSection>
    </Box>
  );
}
