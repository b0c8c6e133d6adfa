// `/messenger/logs/templates` (messenger.templates): the message templates of each provider, with
// create, edit and delete. A template's variables are filled from the company when sending, or
// typed in by the sender.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, Chip, Stack, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { MESSAGE_PROVIDERS, type MessageProvider, type MessageTemplate } from '../../shared/contacts.ts';
import { useMessageTemplates, useRefreshTemplates } from '../contacts/contactsApi.ts';
import { useServerAction } from '../forms/useServerAction.ts';
import { ConfirmActionButton } from '../layout/ConfirmActionButton.tsx';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { useApi } from '../providers/useApi.ts';
import { MessengerTabs } from './MessengerTabs.tsx';
import { TemplateDialog } from './TemplateDialog.tsx';

const field = (name: string) => `contacts.templates.fields.${name}`;

function TemplateRow({ template, onEdit }: { template: MessageTemplate; onEdit: () => void }) {
  const translate = useTranslate();
  const api = useApi();
  const refreshTemplates = useRefreshTemplates();
  const { run } = useServerAction();
  return (
    <TableRow>
      <TableCell>{template.name}</TableCell>
      <TableCell>{template.language}</TableCell>
      <TableCell>
        <Chip
          size="small"
          color={template.status === 'active' ? 'success' : 'default'}
          label={translate(`contacts.template_statuses.${template.status}`)}
        />
      </TableCell>
      <TableCell>{translate(`contacts.template_purposes.${template.purpose}`)}</TableCell>
      <TableCell>
        <Typography variant="body2" noWrap title={template.body} sx={{ maxWidth: 280 }}>
          {template.body}
        </Typography>
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {template.variables.map((name) => (
            <Chip key={name} size="small" variant="outlined" label={name} />
          ))}
        </Stack>
      </TableCell>
      <TableCell align="right">
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            size="small"
            startIcon={<EditIcon />}
            onClick={onEdit}
            aria-label={translate('contacts.templates.edit_label', { name: template.name })}
          >
            {translate('ra.action.edit')}
          </Button>
          <ConfirmActionButton
            label="ra.action.delete"
            ariaLabel={translate('contacts.templates.delete_label', { name: template.name })}
            title="contacts.templates.delete_title"
            content="contacts.templates.delete_content"
            messageArgs={{ name: template.name }}
            startIcon={<DeleteIcon />}
            onConfirm={() =>
              run(() => api.call({ method: 'DELETE', path: ['messenger/templates', template.provider, template.id] }), {
                success: 'contacts.templates.deleted',
                successArgs: { name: template.name },
                afterwards: () => refreshTemplates(template.provider),
              })
            }
          />
        </Stack>
      </TableCell>
    </TableRow>
  );
}

function ProviderTemplates({ provider }: { provider: MessageProvider }) {
  const translate = useTranslate();
  const templates = useMessageTemplates(provider);
  // undefined: no dialog; null: a new template.
  const [editing, setEditing] = useState<MessageTemplate | null | undefined>(undefined);
  return (
    <Box sx={{ p: 2, overflowX: 'auto' }}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
          {translate('contacts.templates.create')}
        </Button>
      </Stack>
      {!templates.data ? (
        <QueryFallback error={templates.error} />
      ) : templates.data.length === 0 ? (
        <Typography>{translate('contacts.templates.none')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('contacts.templates.list_of', { provider: translate(`contacts.providers.${provider}`) })}>
          <TableHead>
            <TableRow>
              {['name', 'language', 'status', 'purpose', 'body', 'variables'].map((name) => (
                <TableCell key={name}>{translate(field(name))}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {templates.data.map((template) => (
              <TemplateRow key={template.id} template={template} onEdit={() => setEditing(template)} />
            ))}
          </TableBody>
        </Table>
      )}
      {editing !== undefined && <TemplateDialog provider={provider} template={editing} onClose={() => setEditing(undefined)} />}
    </Box>
  );
}

export function TemplateList() {
  const translate = useTranslate();
  const [provider, setProvider] = useState<MessageProvider>(MESSAGE_PROVIDERS[0]);
  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <Title title="contacts.messenger.templates" />
      <MessengerTabs current="templates" />
      <Card>
        <Tabs value={provider} onChange={(_, next: MessageProvider) => setProvider(next)} aria-label={translate('contacts.send.provider')}>
          {MESSAGE_PROVIDERS.map((choice) => (
            <Tab key={choice} value={choice} label={translate(`contacts.providers.${choice}`)} />
          ))}
        </Tabs>
        <ProviderTemplates key={provider} provider={provider} />
      </Card>
    </Box>
  );
}
