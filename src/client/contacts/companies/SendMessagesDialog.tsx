// The send form of SendMessagesButton (the selected companies) and of a company's row action (one
// company), then its answer: queued count and refused companies. The companies are those the
// dialog opened with: sending clears the list's selection, and the title keeps its count.
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import {
  MESSAGE_PROVIDERS,
  renderTemplate,
  type CompanyContact,
  type MessageProvider,
  type SendMessagesResult,
} from '../../../shared/contacts.ts';
import { useNotifyError } from '../../errors/useNotifyError.ts';
import { useApi } from '../../providers/useApi.ts';
import { useMessageTemplates, useRefreshContacts } from '../contactsApi.ts';
import { companyTemplateValues, extraTemplateVariables } from './companyTemplateValues.ts';

interface SendMessagesDialogProps {
  ids: number[];
  /** The first selected company when this page shows it: the preview is rendered for it. */
  firstCompany: CompanyContact | null;
  onClose: () => void;
  onSent?: () => void;
}

function SendResult({ result }: { result: SendMessagesResult }) {
  const translate = useTranslate();
  return (
    <>
      <Alert severity={result.rejected.length ? 'warning' : 'success'}>
        {translate('contacts.send.queued', { smart_count: result.queued })}
      </Alert>
      {result.rejected.length > 0 && (
        <List dense aria-label={translate('contacts.send.rejected')}>
          {result.rejected.map((rejection) => (
            <ListItem key={rejection.id}>
              <ListItemText primary={rejection.name} secondary={Object.values(rejection.errors).flat().join(' ')} />
            </ListItem>
          ))}
        </List>
      )}
      <Button component={Link} to="/messenger/logs" sx={{ mt: 1 }}>
        {translate('contacts.send.open_logs')}
      </Button>
    </>
  );
}

export function SendMessagesDialog({ ids: openedWith, firstCompany, onClose, onSent }: SendMessagesDialogProps) {
  const translate = useTranslate();
  const [ids] = useState(openedWith);
  const api = useApi();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefreshContacts();
  const [provider, setProvider] = useState<MessageProvider | ''>('');
  const [templateId, setTemplateId] = useState<number | ''>('');
  const [extra, setExtra] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<SendMessagesResult | null>(null);
  const templates = useMessageTemplates(provider || null);
  const activeTemplates = (templates.data ?? []).filter((template) => template.status === 'active' && template.purpose === 'companies');
  const template = activeTemplates.find((candidate) => candidate.id === templateId) ?? null;
  const extraVariables = template ? extraTemplateVariables(template.body) : [];
  const complete = template !== null && extraVariables.every((name) => extra[name]?.trim());

  const send = async () => {
    if (!template || !provider) return;
    setSending(true);
    try {
      const variables = Object.fromEntries(extraVariables.map((name) => [name, extra[name]!.trim()]));
      const answer = await api.call<{ data: SendMessagesResult }>({
        method: 'POST',
        path: 'contacts/companies/send-messages',
        data: { ids, provider, template_id: template.id, variables },
      });
      setResult(answer.data);
      notify('contacts.send.queued', { type: 'info', messageArgs: { smart_count: answer.data.queued } });
      onSent?.();
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="send-messages-title">
      <DialogTitle id="send-messages-title">
        {ids.length === 1 && firstCompany
          ? translate('contacts.send.title_one', { name: firstCompany.name })
          : translate('contacts.send.title', { smart_count: ids.length })}
      </DialogTitle>
      <DialogContent>
        {result ? (
          <SendResult result={result} />
        ) : (
          <>
            <TextField
              select
              fullWidth
              margin="dense"
              label={translate('contacts.send.provider')}
              value={provider}
              onChange={(event) => {
                setProvider(event.target.value as MessageProvider);
                setTemplateId('');
              }}
            >
              {MESSAGE_PROVIDERS.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {translate(`contacts.providers.${choice}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              fullWidth
              margin="dense"
              label={translate('contacts.send.template')}
              value={templateId}
              disabled={!provider}
              helperText={
                provider && templates.isSuccess && activeTemplates.length === 0 ? translate('contacts.send.no_templates') : undefined
              }
              onChange={(event) => setTemplateId(Number(event.target.value))}
            >
              {activeTemplates.map((choice) => (
                <MenuItem key={choice.id} value={choice.id}>
                  {choice.name} ({choice.language})
                </MenuItem>
              ))}
            </TextField>
            {extraVariables.map((name) => (
              <TextField
                key={name}
                fullWidth
                required
                margin="dense"
                label={translate('contacts.send.variable', { name })}
                value={extra[name] ?? ''}
                onChange={(event) => setExtra({ ...extra, [name]: event.target.value })}
              />
            ))}
            {template && (
              <Box sx={{ mt: 2 }}>
                <Typography variant="subtitle2">
                  {firstCompany ? translate('contacts.send.preview_for', { name: firstCompany.name }) : translate('contacts.send.preview')}
                </Typography>
                <Typography
                  component="div"
                  aria-label={translate('contacts.send.preview')}
                  sx={{ whiteSpace: 'pre-wrap', p: 1.5, mt: 0.5, borderRadius: 1, bgcolor: 'action.hover' }}
                >
                  {firstCompany
                    ? renderTemplate(template.body, companyTemplateValues(firstCompany, extra))
                    : renderTemplate(template.body, extra)}
                </Typography>
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(result ? 'ra.action.close' : 'ra.action.cancel')}</Button>
        {!result && (
          <Button variant="contained" disabled={!complete || sending} onClick={() => void send()}>
            {translate('contacts.send.submit', { smart_count: ids.length })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
