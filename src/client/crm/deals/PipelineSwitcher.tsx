// Which pipeline, and which view of it: the pipeline options (crm.pipelines.options) and a
// kanban/list toggle, both simply addresses (/crm/pipelines/{view}/{id}) that keep the filters.
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Box, MenuItem, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePipelineOptions } from './dealsApi.ts';

export type PipelineView = 'kanban' | 'list';

export const pipelineViewPath = (view: PipelineView, pipelineId: number | string) => `/crm/pipelines/${view}/${pipelineId}`;

export function PipelineSwitcher({ pipelineId, view }: { pipelineId: string; view: PipelineView }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const pipelines = usePipelineOptions();
  // The board's filters travel between pipelines; the open deal (of this pipeline) does not.
  const search = () => {
    const params = new URLSearchParams(location.search);
    params.delete('deal');
    const text = params.toString();
    return text ? `?${text}` : '';
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={translate('crm.kanban.pipeline')}
        value={pipelines.data?.some((option) => String(option.value) === pipelineId) ? pipelineId : ''}
        onChange={(event) => navigate(`${pipelineViewPath(view, event.target.value)}${view === 'kanban' ? search() : ''}`)}
        sx={{ minWidth: 200 }}
      >
        {(pipelines.data ?? []).map((option) => (
          <MenuItem key={option.value} value={String(option.value)}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        aria-label={translate('crm.kanban.view')}
        onChange={(_event, next: PipelineView | null) => {
          if (next && next !== view) navigate(pipelineViewPath(next, pipelineId));
        }}
      >
        <ToggleButton value="kanban" aria-label={translate('crm.kanban.view_kanban')}>
          <ViewKanbanIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="list" aria-label={translate('crm.kanban.view_list')}>
          <ViewListIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
