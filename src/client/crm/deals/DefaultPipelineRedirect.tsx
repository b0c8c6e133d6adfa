// `/crm/pipelines/kanban` (the "Deals" menu entry): opens the board of the default pipeline, or
// the first one; with no pipeline yet it says so, and offers the admins to create one.
import { Alert, Box, Button } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link, Navigate } from 'react-router-dom';
import { QueryFallback } from '../../layout/QueryFallback.tsx';
import { useCan } from '../../providers/useCan.ts';
import { usePipelineOptions } from './dealsApi.ts';
import { pipelineViewPath } from './PipelineSwitcher.tsx';

export function DefaultPipelineRedirect() {
  const translate = useTranslate();
  const can = useCan();
  const pipelines = usePipelineOptions();
  if (!pipelines.data) return <QueryFallback error={pipelines.error} />;
  const pipeline = pipelines.data.find((option) => option.is_default) ?? pipelines.data[0];
  if (pipeline) return <Navigate to={pipelineViewPath('kanban', pipeline.value)} replace />;
  return (
    <Box sx={{ py: 2 }}>
      <Title title="crm.deals.title" />
      <Alert
        severity="info"
        action={
          can('crm.pipelines.manage') ? (
            <Button component={Link} to="/crm/pipelines/create" color="inherit" size="small">
              {translate('crm.pipelines.create_first')}
            </Button>
          ) : undefined
        }
      >
        {translate(can('crm.pipelines.manage') ? 'crm.pipelines.none_admin' : 'crm.pipelines.none')}
      </Alert>
    </Box>
  );
}
