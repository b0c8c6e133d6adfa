// The broker dashboard (docs/product.md section 2, the menu's first entry for the broker admin and
// broker): the organization's CRM records as the lists show them — the pipeline, leads by status
// and source, deals won this month against last, and the day's work — with a "mine" switch for
// the caller's own, and for the broker admin the breakdown per member. Its own lazy chunk
// (routes.tsx), like every dashboard.
import { FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useCan } from '../providers/useCan.ts';
import { useSession } from '../providers/useSession.ts';
import { DashboardFrame } from './DashboardFrame.tsx';
import { LeadSourcesWidget } from './LeadSourcesWidget.tsx';
import { LeadStatusesWidget } from './LeadStatusesWidget.tsx';
import { MembersWidget } from './MembersWidget.tsx';
import { MyDayWidget } from './MyDayWidget.tsx';
import { PipelineWidget } from './PipelineWidget.tsx';
import { WonDealsWidget } from './WonDealsWidget.tsx';

export function BrokerDashboardPage() {
  const translate = useTranslate();
  const can = useCan();
  const { userId } = useSession();
  const [mine, setMine] = useState(false);
  // "Mine" narrows every figure to the caller's records, and every list a figure opens to him.
  const ownerId = mine && userId !== null ? userId : undefined;
  const source = { dashboard: 'broker', mine } as const;
  return (
    <DashboardFrame
      controls={
        <FormControlLabel
          control={<Switch checked={mine} onChange={(event) => setMine(event.target.checked)} />}
          label={translate('dashboard.mine.label')}
        />
      }
    >
      {(range) => (
        <>
          <MyDayWidget ownerId={ownerId} />
          <PipelineWidget range={range} source={source} ownerId={ownerId} />
          <WonDealsWidget ownerId={ownerId} />
          <LeadStatusesWidget range={range} ownerId={ownerId} />
          <LeadSourcesWidget range={range} source={source} ownerId={ownerId} />
          {can('dashboards.broker.members') && <MembersWidget range={range} />}
        </>
      )}
    </DashboardFrame>
  );
}
