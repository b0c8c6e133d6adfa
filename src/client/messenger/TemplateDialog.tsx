// Creating or editing a provider's message template (POST messenger/templates/{provider},
// PUT messenger/templates/{provider}/{id}): name, language, status, purpose (messages to companies
// or payment reminders) and a body with {{variables}},
// previewed live as a company would receive it. Server field errors show under their fields.
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { Form, maxLength, required, SaveButton, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MAX_TEMPLATE_BODY, type MessageProvider, type MessageTemplate } from '../../shared/contacts.ts';
import { templatePurposeChoices, templateStatusChoices } from '../contacts/contactChoices.ts';
import { useRefreshTemplates } from '../contacts/contactsApi.ts';
import { useFormSubmission } from '../forms/useFormSubmission.ts';
import { useApi } from '../providers/useApi.ts';
import { TemplatePreview } from './TemplatePreview.tsx';

type TemplateValues = Pick<MessageTemplate, 'name' | 'language' | 'body' | 'status' | 'purpose'>;

const field = (name: string) => `contacts.templates.fields.${name}`;

/** The body's hint: the company fields, or the values a payment reminder fills. */
function BodyInput() {
  const purpose = useWatch<TemplateValues, 'purpose'>({ name: 'purpose' });
  return (
    <TextInput
      source="body"
      label={field('body')}
      validate={[required(), maxLength(MAX_TEMPLATE_BODY)]}
      multiline
      minRows={4}
      fullWidth
      helperText={purpose === 'payment_reminder' ? 'contacts.templates.reminder_body_hint' : 'contacts.templates.body_hint'}
    />
  );
}

function LiveTemplatePreview() {
  const body = useWatch<TemplateValues, 'body'>({ name: 'body' });
  return <TemplatePreview body={body ?? ''} />;
}

interface TemplateDialogProps {
  provider: MessageProvider;
  /** The template edited; null creates one. */
  template: MessageTemplate | null;
  onClose: () => void;
}

export function TemplateDialog({ provider, template, onClose }: TemplateDialogProps) {
  const translate = useTranslate();
  const api = useApi();
  const refreshTemplates = useRefreshTemplates();
  const defaults: TemplateValues = template
    ? { name: template.name, language: template.language, body: template.body, status: template.status, purpose: template.purpose }
    : { name: '', language: 'en', body: '', status: 'active', purpose: 'companies' };

  const submit = useFormSubmission(async (values: TemplateValues) => {
    const data = { name: values.name, language: values.language, body: values.body, status: values.status, purpose: values.purpose };
    await api.call(
      template
        ? { method: 'PUT', path: ['messenger/templates', provider, template.id], data: { ...data, updated_at: template.updated_at } }
        : { method: 'POST', path: ['messenger/templates', provider], data },
    );
    refreshTemplates(provider);
    onClose();
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {translate(template ? 'contacts.templates.edit_title' : 'contacts.templates.create_title', {
          provider: translate(`contacts.providers.${provider}`),
        })}
      </DialogTitle>
      <DialogContent>
        <Form
          defaultValues={defaults}
          onSubmit={submit as (values: Record<string, unknown>) => Promise<Record<string, string> | undefined>}
          noValidate
        >
          <TextInput source="name" label={field('name')} validate={required()} fullWidth />
          <TextInput source="language" label={field('language')} validate={required()} helperText="contacts.templates.language_hint" />
          <SelectInput source="status" label={field('status')} choices={templateStatusChoices} validate={required()} />
          <SelectInput source="purpose" label={field('purpose')} choices={templatePurposeChoices} validate={required()} />
          <BodyInput />
          <LiveTemplatePreview />
          <SaveButton sx={{ mt: 2 }} alwaysEnable />
        </Form>
      </DialogContent>
    </Dialog>
  );
}
