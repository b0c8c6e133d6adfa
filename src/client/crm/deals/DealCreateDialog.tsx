// Creating a deal (POST crm/deals) in a dialog: from a kanban column (its pipeline and stage are
// given: title, lead, value) or from a lead's page (the lead is given: pipeline and stage are
// chosen, default pipeline first). Server field errors show under their fields.
import { Dialog, DialogActions, DialogContent, DialogTitle, Button as MuiButton } from '@mui/material';
import { Form, SaveButton, useNotify, useTranslate } from 'react-admin';
import type { Deal } from '../../../shared/deals.ts';
import { useFormSubmission } from '../../forms/useFormSubmission.ts';
import { QueryFallback } from '../../layout/QueryFallback.tsx';
import { useApi } from '../../providers/useApi.ts';
import { DealDetailInputs, DealTitleValueInputs, PipelineStageInputs } from './DealInputs.tsx';
import { usePipelineOptions } from './dealsApi.ts';

export interface DealCreateDefaults {
  pipeline_id?: number;
  stage_id?: number;
  lead_id?: number;
}

export function DealCreateDialog({
  defaults,
  onClose,
  onCreated,
}: {
  defaults: DealCreateDefaults;
  onClose: () => void;
  onCreated: (deal: Deal) => unknown;
}) {
  const translate = useTranslate();
  const api = useApi();
  const notify = useNotify();
  const pipelines = usePipelineOptions();
  const inStage = defaults.stage_id !== undefined;
  const fallbackPipeline = pipelines.data?.find((option) => option.is_default) ?? pipelines.data?.[0];
  const submit = useFormSubmission(async (values: Record<string, unknown>) => {
    const answer = await api.call<{ data: Deal; message?: string }>({
      method: 'POST',
      path: 'crm/deals',
      data: { ...values, ...defaults },
    });
    notify(answer.message ?? 'crm.deals.created', { type: 'success', messageArgs: { _: answer.message } });
    await onCreated(answer.data);
  });
  const formDefaults = {
    currency: 'AED',
    tag_ids: [],
    pipeline_id: defaults.pipeline_id ?? fallbackPipeline?.value,
    stage_id: defaults.stage_id ?? fallbackPipeline?.stages[0]?.value,
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="deal-create-title">
      <DialogTitle id="deal-create-title">{translate('crm.deals.create_title')}</DialogTitle>
      {/* The form waits for the pipelines, its defaults: drawn before, it was drawn again once they
          came, and what had been typed meanwhile was gone. */}
      {pipelines.data ? (
        <Form onSubmit={submit} defaultValues={formDefaults} noValidate>
          <DialogContent>
            <DealTitleValueInputs withLead={defaults.lead_id === undefined} />
            {!inStage && <PipelineStageInputs />}
            {!inStage && <DealDetailInputs />}
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
            <SaveButton label="crm.deals.create" />
          </DialogActions>
        </Form>
      ) : (
        <DialogContent>
          <QueryFallback error={pipelines.error} />
        </DialogContent>
      )}
    </Dialog>
  );
}
