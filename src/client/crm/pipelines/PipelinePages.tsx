// `/crm/pipelines` (admins, crm.pipelines.manage): the organization's pipelines with their stage
// and deal counts; create (then its stages are added on its page), and the pipeline's page
// `/crm/pipelines/:id`: name, default flag (one default per organization: the server moves it)
// and the stages editor. Deleting a pipeline is on its page.
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import { Chip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  BooleanInput,
  Create,
  CreateButton,
  DataTable,
  Edit,
  Button as RaButton,
  required,
  SearchInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { Pipeline } from '../../../shared/deals.ts';
import { dealKeys } from '../deals/dealsApi.ts';
import { pipelineViewPath } from '../deals/PipelineSwitcher.tsx';
import { StagesEditor } from './StagesEditor.tsx';
import { AppList } from '../../layout/AppList.tsx';
import { FormattedDateField } from '../../i18n/FormattedDateField.tsx';

function PipelineInputs() {
  return (
    <>
      <TextInput source="name" label="crm.pipelines.fields.name" validate={required()} />
      <BooleanInput source="is_default" label="crm.pipelines.fields.is_default" />
    </>
  );
}

function DefaultChip({ pipeline }: { pipeline: Pipeline }) {
  const translate = useTranslate();
  return pipeline.is_default ? <Chip size="small" color="primary" label={translate('crm.pipelines.default')} /> : null;
}

export function PipelineList() {
  return (
    <AppList<Pipeline>
      resource="crm/pipelines"
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      exporter={false}
      title="navigation.pipelines"
      actions={
        <>
          <CreateButton />
        </>
      }
    >
      <DataTable<Pipeline> rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" label="crm.pipelines.fields.name" />
        <DataTable.Col
          source="is_default"
          label="crm.pipelines.fields.is_default"
          disableSort
          render={(record) => <DefaultChip pipeline={record as Pipeline} />}
        />
        <DataTable.Col source="stages_count" label="crm.pipelines.fields.stages_count" disableSort />
        <DataTable.Col source="deals_count" label="crm.pipelines.fields.deals_count" disableSort />
        <DataTable.Col source="created_at" label="crm.pipelines.fields.created_at" field={FormattedDateField} />
      </DataTable>
    </AppList>
  );
}

/** After a pipeline or its stages changed, the switchers and boards ask again. */
function useRefreshPipelines() {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return () => {
    refresh();
    void queryClient.invalidateQueries({ queryKey: dealKeys.pipelineOptions });
    void queryClient.invalidateQueries({ queryKey: ['crm', 'kanban'] });
  };
}

export function PipelineCreate() {
  const refreshPipelines = useRefreshPipelines();
  return (
    <Create resource="crm/pipelines" title="crm.pipelines.create_title" redirect="edit" mutationOptions={{ onSettled: refreshPipelines }}>
      <SimpleForm defaultValues={{ is_default: false }} noValidate>
        <PipelineInputs />
      </SimpleForm>
    </Create>
  );
}

function PipelineStages() {
  const pipeline = useRecordContext<Pipeline>();
  const refreshPipelines = useRefreshPipelines();
  if (!pipeline) return null;
  return <StagesEditor pipelineId={pipeline.id} stages={pipeline.stages} onChanged={refreshPipelines} />;
}

function OpenBoardButton() {
  const pipeline = useRecordContext<Pipeline>();
  if (!pipeline) return null;
  return (
    <RaButton component={Link} to={pipelineViewPath('kanban', pipeline.id)} label="crm.pipelines.open_board">
      <ViewKanbanIcon />
    </RaButton>
  );
}

const pipelinePayload = (values: Record<string, unknown>) => ({ name: values.name, is_default: values.is_default });

export function PipelineEdit() {
  const refreshPipelines = useRefreshPipelines();
  return (
    <Edit
      resource="crm/pipelines"
      title="crm.pipelines.edit_title"
      redirect={false}
      mutationMode="pessimistic"
      transform={pipelinePayload}
      mutationOptions={{ onSettled: refreshPipelines }}
      actions={
        <TopToolbar>
          <OpenBoardButton />
        </TopToolbar>
      }
    >
      <SimpleForm noValidate>
        <PipelineInputs />
      </SimpleForm>
      <PipelineStages />
    </Edit>
  );
}
