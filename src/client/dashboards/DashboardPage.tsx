// The developer dashboard (docs/product.md section 2, the menu's first entry): where the
// organization stands — what is left to sell, and where its deals are, what sold, where leads come from, whose activities are late. Loaded with its own
// chunk (routes.tsx), so the charts never weigh on the first download.
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { AbsorptionWidget } from './AbsorptionWidget.tsx';
import { InventoryWidget } from './InventoryWidget.tsx';
import { LeadSourcesWidget } from './LeadSourcesWidget.tsx';
import { PeriodPicker, useDashboardPeriod } from './PeriodPicker.tsx';
import { PipelineWidget } from './PipelineWidget.tsx';
import { PricePerSqftWidget } from './PricePerSqftWidget.tsx';
import { SaleOffersWidget } from './SaleOffersWidget.tsx';
import { TeamActivitiesWidget } from './TeamActivitiesWidget.tsx';

export function DashboardPage() {
  const translate = useTranslate();
  const { range, asked, choose } = useDashboardPeriod();
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('dashboard.title')} />
      <Typography variant="h5" component="h1">
        {translate('dashboard.title')}
      </Typography>
      <PeriodPicker range={range} onChange={choose} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <InventoryWidget />
        <PipelineWidget range={asked} />
        <AbsorptionWidget range={asked} />
        <LeadSourcesWidget range={asked} />
        <TeamActivitiesWidget range={asked} />
        <PricePerSqftWidget />
        <SaleOffersWidget range={asked} />
      </Box>
    </Box>
  );
}
