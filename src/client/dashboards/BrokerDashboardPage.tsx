// The broker dashboard (docs/product.md section 2, the menu's first entry for the broker admin and
// broker): the organization's CRM records as the lists show them — the pipeline, leads by status
// and source, deals won this month against last, and the day's work — with a "mine" switch for
// the caller's own, and for the broker admin the breakdown per member. Its own lazy chunk
// (routes.tsx), as the developer dashboard.
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useCan } from '../providers/useCan.ts';
import { useSession } from '../providers/useSession.ts';
import { LeadSourcesWidget } from './LeadSourcesWidget.tsx';
import { LeadStatusesWidget } from './LeadStatusesWidget.tsx';
import { MembersWidget } from './MembersWidget.tsx';
import { MyDayWidget } from './MyDayWidget.tsx';
import { PeriodPicker, useDashboardPeriod } from './PeriodPicker.tsx';
import { PipelineWidget } from './PipelineWidget.tsx';
import { WonDealsWidget } from './WonDealsWidget.tsx';

export function BrokerDashboardPage() {
  const translate = useTranslate();
  const can = useCan();
  const { userId } = useSession();
  const { range, asked, choose } = useDashboardPeriod();
  const [mine, setMine] = useState(false);
  // "Mine" narrows every figure to the caller's records, and every list a figure opens to him.
  const ownerId = mine && userId !== null ? userId : undefined;
  const source = { dashboard: 'broker', mine } as const;
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('dashboard.title')} />
      <Typography variant="h5" component="h1">
        {translate('dashboard.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <PeriodPicker range={range} onChange={choose} />
        <FormControlLabel
          control={<Switch checked={mine} onChange={(event) => setMine(event.target.checked)} />}
          label={translate('dashboard.mine.label')}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <MyDayWidget ownerId={ownerId} />
        <PipelineWidget range={asked} source={source} ownerId={ownerId} />
        <WonDealsWidget ownerId={ownerId} />
        <LeadStatusesWidget range={asked} ownerId={ownerId} />
        <LeadSourcesWidget range={asked} source={source} ownerId={ownerId} />
        {can('dashboards.broker.members') && <MembersWidget range={asked} />}
      </Box>
    </Box>
  );
}
