// Moving a deal to another pipeline and stage (PATCH crm/deals/{id}/pipeline), or to another
// stage of its pipeline (PATCH …/stage, at the top of the stage). Won and lost deals move too.
import { Box } from '@mui/material';
import { Form, SaveButton } from 'react-admin';
import type { Deal } from '../../../shared/deals.ts';
import { useFormSubmission } from '../../forms/useFormSubmission.ts';
import { useApi } from '../../providers/useApi.ts';
import { PipelineStageInputs } from './DealInputs.tsx';

export function DealMoveForm({ deal, onMoved }: { deal: Deal; onMoved: () => unknown }) {
  const api = useApi();
  const submit = useFormSubmission(async (values: Record<string, unknown>) => {
    const pipelineId = Number(values.pipeline_id);
    const stageId = Number(values.stage_id);
    if (pipelineId === deal.pipeline_id && stageId === deal.stage_id) return;
    if (pipelineId === deal.pipeline_id) {
      await api.call({
        method: 'PATCH',
        path: ['crm/deals', deal.id, 'stage'],
        data: { stage_id: stageId, position: 0, updated_at: deal.updated_at },
      });
    } else {
      await api.call({
        method: 'PATCH',
        path: ['crm/deals', deal.id, 'pipeline'],
        data: { pipeline_id: pipelineId, stage_id: stageId, updated_at: deal.updated_at },
      });
    }
    await onMoved();
  });
  return (
    <Form
      record={{ id: deal.id, pipeline_id: deal.pipeline_id, stage_id: deal.stage_id }}
      onSubmit={submit}
      noValidate
      key={`${deal.pipeline_id}-${deal.stage_id}`}
    >
      <PipelineStageInputs />
      <Box>
        <SaveButton label="crm.deals.move" />
      </Box>
    </Form>
  );
}
