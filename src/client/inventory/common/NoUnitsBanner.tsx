// The developer's buildings that have no units yet, each with a link to add them: shown on the
// inventory pages until every building has units.
import { Alert, AlertTitle, Box, Link as MuiLink } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useNoUnitsBuildings } from '../inventoryApi.ts';

export function NoUnitsBanner({ projectId }: { projectId?: number }) {
  const translate = useTranslate();
  const { data } = useNoUnitsBuildings();
  const buildings = (data ?? []).filter((building) => projectId === undefined || building.project_id === projectId);
  if (buildings.length === 0) return null;
  return (
    <Alert severity="info" sx={{ my: 1 }} role="region" aria-label={translate('inventory.no_units.title')}>
      <AlertTitle>{translate('inventory.no_units.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {buildings.map((building) => (
          <li key={building.id}>
            {translate('inventory.no_units.building', { building: building.name, project: building.project_name })}{' '}
            <MuiLink component={Link} to={`/inventory/units/create?building_id=${building.id}`}>
              {translate('inventory.no_units.add_units', { building: building.name })}
            </MuiLink>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
