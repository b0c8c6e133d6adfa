// The create flow's units step (`…/:id/show/units`): filters bounded by the filter limits, the
// buildings of the offer's developer with matching available units, and that building's units to
// tick (those already on the offer marked). Adding sends `POST …/units {unit_ids}`; a 409 (a unit
// was taken meanwhile) says so plainly and reloads the units. The Add and Next buttons stay at
// the foot of the screen however long the list, and the flow's toasts keep off them.
import { Alert, Box, Button, Card, CardContent, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { SaleOfferBuildingFilters, SaleOfferDetail } from '../../shared/sale-offers.ts';
import { useNotifyError } from '../errors/useNotifyError.ts';
import { useApi } from '../providers/useApi.ts';
import { useFormatMoney } from '../forms/money.ts';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { OfferStepper } from './OfferStepper.tsx';
import { OFFER_TOAST } from './offerToast.ts';
import { offerStepPath, SALE_OFFERS } from './saleOfferPaths.ts';
import { useAvailableUnits, useFilterBuildings, useFilterLimits, useRefreshSaleOffers } from './saleOfferApi.ts';
import { UnitChecklist } from './UnitChecklist.tsx';
import { UnitFilters } from './UnitFilters.tsx';

const CONFLICT = 409;

export function OfferUnitsStep({ offer }: { offer: SaleOfferDetail }) {
  const formatMoney = useFormatMoney();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const api = useApi();
  const refresh = useRefreshSaleOffers();
  const [filters, setFilters] = useState<SaleOfferBuildingFilters>({});
  const [buildingId, setBuildingId] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [conflict, setConflict] = useState(false);
  const [adding, setAdding] = useState(false);
  const limits = useFilterLimits();
  const buildings = useFilterBuildings(offer.organization_id, filters);
  const units = useAvailableUnits(buildingId, filters);
  const onOffer = new Set(offer.units.map((unit) => unit.unit_id));

  const changeFilters = (change: SaleOfferBuildingFilters) => {
    setFilters((current) => ({ ...current, ...change }));
    setSelected(new Set());
  };
  const toggle = (unitId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(unitId)) next.add(unitId);
      return next;
    });

  const add = async () => {
    setAdding(true);
    setConflict(false);
    try {
      await api.call({ method: 'POST', path: [SALE_OFFERS, offer.id, 'units'], data: { unit_ids: [...selected] } });
      notify('sale_offers.units.added', { type: 'success', messageArgs: { smart_count: selected.size }, ...OFFER_TOAST });
      setSelected(new Set());
    } catch (error) {
      if ((error as { status?: number }).status === CONFLICT) {
        setConflict(true);
        notify('sale_offers.units.unavailable', { type: 'error', ...OFFER_TOAST });
        setSelected(new Set());
      } else {
        notifyError(error);
      }
    } finally {
      setAdding(false);
      await refresh();
    }
  };

  return (
    <>
      <OfferStepper active="units" offerId={offer.id} />
      {/* A card clips its content by default, which would pin the sticky footer to the card. */}
      <Card sx={{ overflow: 'visible' }}>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          {limits.data ? (
            <UnitFilters limits={limits.data} currency={offer.currency} onChange={changeFilters} />
          ) : (
            <QueryFallback error={limits.error} />
          )}
          {conflict && (
            <Alert severity="warning" onClose={() => setConflict(false)}>
              {translate('sale_offers.units.unavailable')}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, gap: 2 }}>
            <Box component="section" aria-label={translate('sale_offers.buildings.title')}>
              <Typography variant="h6" component="h2">
                {translate('sale_offers.buildings.title')}
              </Typography>
              {!buildings.data ? (
                <QueryFallback error={buildings.error} />
              ) : buildings.data.length === 0 ? (
                <Typography color="text.secondary">{translate('sale_offers.buildings.none')}</Typography>
              ) : (
                <List dense>
                  {buildings.data.map((building) => (
                    <ListItemButton
                      key={building.id}
                      selected={building.id === buildingId}
                      onClick={() => {
                        setBuildingId(building.id);
                        setSelected(new Set());
                      }}
                    >
                      <ListItemText
                        primary={`${building.name} · ${building.project_name}`}
                        secondary={translate('sale_offers.buildings.matching', {
                          smart_count: building.matching_units_count,
                          from: formatMoney(building.price_from, building.currency),
                          to: formatMoney(building.price_to, building.currency),
                        })}
                      />
                    </ListItemButton>
                  ))}
                </List>
              )}
            </Box>
            <Box component="section" aria-label={translate('sale_offers.units.available')}>
              {buildingId === null ? (
                <Typography color="text.secondary">{translate('sale_offers.buildings.choose')}</Typography>
              ) : !units.data ? (
                <QueryFallback error={units.error} />
              ) : units.data.length === 0 ? (
                <Typography color="text.secondary">{translate('sale_offers.units.none_available')}</Typography>
              ) : (
                <UnitChecklist units={units.data} onOffer={onOffer} selected={selected} onToggle={toggle} />
              )}
            </Box>
          </Box>
          <Box
            role="toolbar"
            aria-label={translate('sale_offers.units.actions')}
            sx={{
              position: 'sticky',
              bottom: 0,
              zIndex: 1,
              display: 'flex',
              gap: 1,
              alignItems: 'center',
              flexWrap: 'wrap',
              py: 1.5,
              bgcolor: 'background.paper',
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Button variant="contained" disabled={selected.size === 0 || adding} onClick={() => void add()}>
              {translate('sale_offers.units.add_selected', { smart_count: selected.size })}
            </Button>
            <Typography color="text.secondary" aria-live="polite">
              {translate('sale_offers.units.on_offer', { smart_count: offer.units.length })}
            </Typography>
            <Box sx={{ flex: 1 }} />
            <Button component={Link} to={`/${SALE_OFFERS}/${offer.id}/show`}>
              {translate('sale_offers.steps.to_offer')}
            </Button>
            <Button variant="contained" disabled={offer.units.length === 0} component={Link} to={offerStepPath(offer.id, 'plans')}>
              {translate('sale_offers.steps.next_plans')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </>
  );
}
