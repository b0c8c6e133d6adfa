// The public page's availability: the project's buildings and floors, its units by status, and
// each building's floors, status and handover.
import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EmbedAvailability } from '../../shared/inventory.ts';
import { useFormatDate } from '../inventory/common/useFormatDate.ts';

export function PublicAvailability({ availability }: { availability: EmbedAvailability }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  return (
    <Card variant="outlined" component="section" aria-label={translate('inventory.embed.section.availability')} sx={{ my: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('inventory.embed.section.availability')}
        </Typography>
        <Typography color="text.secondary">
          {translate('inventory.embed.availability_summary', { buildings: availability.buildings, floors: availability.floors })}
        </Typography>
        {availability.units.total > 0 && (
          <Typography sx={{ mt: 1 }}>
            {translate('inventory.embed.units_summary', { available: availability.units.available, total: availability.units.total })}
          </Typography>
        )}
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('inventory.fields.name')}</TableCell>
              <TableCell>{translate('inventory.fields.floors')}</TableCell>
              <TableCell>{translate('inventory.fields.status')}</TableCell>
              <TableCell>{translate('inventory.fields.handover_date')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {availability.building_list.map((building) => (
              <TableRow key={building.name}>
                <TableCell>{building.name}</TableCell>
                <TableCell>{building.floors ?? '—'}</TableCell>
                <TableCell>{translate(`inventory.statuses.${building.status}`)}</TableCell>
                <TableCell>{formatDate(building.handover_date) ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
