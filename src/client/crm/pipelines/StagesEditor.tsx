// A pipeline's stages, in order: drag a row (or focus its handle, Space, arrows, Space) to reorder
// them, shown at once and saved with PATCH crm/pipelines/{id}/stages/reorder {ids} (put back if
// refused); add, edit (name, probability %, colour) and delete, moving a stage's deals first.
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, IconButton, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Stage } from '../../../shared/deals.ts';
import { useNotifyError } from '../../errors/useNotifyError.ts';
import { fieldErrorsOf } from '../../providers/apiError.ts';
import { useApi } from '../../providers/useApi.ts';
import { DeleteStageDialog, StageFormDialog, type StageValues } from './StageDialogs.tsx';

const NEW_STAGE: StageValues = { name: '', probability: 10, color: '#1e88e5' };

type Editing = { mode: 'add' } | { mode: 'edit'; stage: Stage };

export function reorderStages(stages: readonly Stage[], from: number, to: number): Stage[] {
  const next = [...stages];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export function StagesEditor({ pipelineId, stages, onChanged }: { pipelineId: number; stages: Stage[]; onChanged: () => unknown }) {
  const translate = useTranslate();
  const api = useApi();
  const notifyError = useNotifyError();
  const notify = useNotify();
  const [ordered, setOrdered] = useState(stages);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<{ stage: Stage; mustMove: boolean } | null>(null);

  useEffect(() => setOrdered(stages), [stages]);

  const onDragEnd = async ({ source, destination }: DropResult) => {
    if (!destination || destination.index === source.index) return;
    const before = ordered;
    const next = reorderStages(ordered, source.index, destination.index);
    setOrdered(next);
    try {
      await api.call({
        method: 'PATCH',
        path: ['crm/pipelines', pipelineId, 'stages/reorder'],
        data: { ids: next.map((stage) => stage.id) },
      });
      await onChanged();
    } catch (error) {
      setOrdered(before);
      notifyError(error);
    }
  };

  const save = async (values: StageValues) => {
    if (!editing) return;
    try {
      if (editing.mode === 'add') await api.call({ method: 'POST', path: ['crm/pipelines', pipelineId, 'stages'], data: { ...values } });
      else
        await api.call({
          method: 'PATCH',
          path: ['crm/stages', editing.stage.id],
          data: { ...values, updated_at: editing.stage.updated_at },
        });
      setEditing(null);
      setErrors({});
      await onChanged();
    } catch (error) {
      notifyError(error);
      setErrors(fieldErrorsOf(error) ?? {});
    }
  };

  const deleteStage = async (stage: Stage, moveToStageId: number | null) => {
    setDeleting(null);
    try {
      await api.call({
        method: 'DELETE',
        path: ['crm/stages', stage.id],
        data: moveToStageId === null ? {} : { move_to_stage_id: moveToStageId },
      });
      notify('crm.pipelines.stages.deleted', { type: 'success' });
      await onChanged();
    } catch (error) {
      // The stage holds deals after all: ask where they go.
      if (fieldErrorsOf(error)?.move_to_stage_id && moveToStageId === null) setDeleting({ stage, mustMove: true });
      else notifyError(error);
    }
  };

  return (
    <Box component="section" aria-label={translate('crm.pipelines.stages.title')} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('crm.pipelines.stages.title')}
        </Typography>
        <Button startIcon={<AddIcon />} onClick={() => setEditing({ mode: 'add' })}>
          {translate('crm.pipelines.stages.add')}
        </Button>
      </Box>
      {ordered.length === 0 && <Typography color="text.secondary">{translate('crm.pipelines.stages.empty')}</Typography>}
      <DragDropContext onDragEnd={(result) => void onDragEnd(result)}>
        <Droppable droppableId="stages">
          {(provided) => (
            <List ref={provided.innerRef} {...provided.droppableProps} aria-label={translate('crm.pipelines.stages.title')}>
              {ordered.map((stage, index) => (
                <Draggable key={stage.id} draggableId={`stage-${stage.id}`} index={index}>
                  {(draggable) => (
                    <ListItem
                      ref={draggable.innerRef}
                      {...draggable.draggableProps}
                      divider
                      data-testid="stage-row"
                      secondaryAction={
                        <>
                          <IconButton
                            aria-label={translate('crm.pipelines.stages.edit', { name: stage.name })}
                            onClick={() => setEditing({ mode: 'edit', stage })}
                          >
                            <EditIcon />
                          </IconButton>
                          <IconButton
                            aria-label={translate('crm.pipelines.stages.delete', { name: stage.name })}
                            onClick={() => setDeleting({ stage, mustMove: false })}
                          >
                            <DeleteIcon />
                          </IconButton>
                        </>
                      }
                    >
                      <ListItemIcon
                        {...draggable.dragHandleProps}
                        aria-label={translate('crm.pipelines.stages.drag', { name: stage.name })}
                      >
                        <DragIndicatorIcon />
                      </ListItemIcon>
                      <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: stage.color, mr: 1.5, flexShrink: 0 }} />
                      <ListItemText
                        primary={stage.name}
                        secondary={translate('crm.pipelines.stages.summary', {
                          probability: stage.probability,
                          smart_count: stage.deals_count,
                        })}
                      />
                    </ListItem>
                  )}
                </Draggable>
              ))}
              {provided.placeholder}
            </List>
          )}
        </Droppable>
      </DragDropContext>
      {editing && (
        <StageFormDialog
          title={editing.mode === 'add' ? 'crm.pipelines.stages.add' : 'crm.pipelines.stages.edit_title'}
          initial={
            editing.mode === 'add'
              ? NEW_STAGE
              : { name: editing.stage.name, probability: editing.stage.probability, color: editing.stage.color }
          }
          errors={errors}
          onClose={() => {
            setEditing(null);
            setErrors({});
          }}
          onSubmit={(values) => void save(values)}
        />
      )}
      {deleting && (
        <DeleteStageDialog
          stage={deleting.stage}
          stages={ordered}
          mustMove={deleting.mustMove}
          onClose={() => setDeleting(null)}
          onConfirm={(moveToStageId) => void deleteStage(deleting.stage, moveToStageId)}
        />
      )}
    </Box>
  );
}
