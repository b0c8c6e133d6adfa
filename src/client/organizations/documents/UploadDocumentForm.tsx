// Uploading a document (organizations.documents.manage): its type (bank confirmation letter or
// additional), a name, the file (PDF, JPEG, PNG ≤ 10 MB, checked by the server) and an optional
// expiry. Sent as multipart; the server's 413/422 show as a notification and on the fields.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box } from '@mui/material';
import { useState } from 'react';
import { DateInput, Form, SaveButton, SelectInput, TextInput, required, useNotify } from 'react-admin';
import { FileInputField } from '../../forms/FileInputField.tsx';
import { useFormSubmission } from '../../forms/useFormSubmission.ts';
import { ORGANIZATION_DOCUMENT_TYPES } from '../../../shared/schemas/documents.ts';
import type { DocumentType, Organization } from '../organizationTypes.ts';
import { DOCUMENT_FILE_TYPES, uploadDocument } from './documentsApi.ts';

interface DocumentValues {
  type?: DocumentType;
  name?: string;
  file?: File | null;
  expires_at?: string | null;
}

const requireFile = (value: unknown) => (value instanceof File ? undefined : 'organizations.documents.file_required');

export function UploadDocumentForm({ organization, onUploaded }: { organization: Organization; onUploaded: () => unknown }) {
  const notify = useNotify();
  const [formKey, setFormKey] = useState(0);
  const submit = useFormSubmission(async (values: DocumentValues) => {
    await uploadDocument(organization.id, {
      type: values.type ?? 'additional',
      name: (values.name ?? '').trim(),
      file: values.file as File,
      expires_at: values.expires_at || null,
    });
    notify('organizations.documents.uploaded', { type: 'success', messageArgs: { name: values.name } });
    setFormKey((key) => key + 1);
    await onUploaded();
  });

  return (
    <Form
      key={formKey}
      onSubmit={submit}
      defaultValues={{ type: 'bank_confirmation_letter' }}
      validate={(values) => (requireFile(values.file) ? { file: requireFile(values.file)! } : {})}
      noValidate
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, columnGap: 2, width: '100%' }}>
        <SelectInput
          source="type"
          label="organizations.documents.type"
          choices={ORGANIZATION_DOCUMENT_TYPES.map((type) => ({ id: type, name: `organizations.documents.types.${type}` }))}
          isRequired
          helperText={false}
        />
        <TextInput source="name" label="organizations.documents.name" validate={required()} helperText={false} />
        <DateInput source="expires_at" label="organizations.documents.expires_at" helperText={false} />
      </Box>
      <FileInputField
        source="file"
        label="organizations.documents.file"
        accept={DOCUMENT_FILE_TYPES}
        helperText="organizations.documents.file_rules"
      />
      <SaveButton label="organizations.documents.upload" icon={<UploadFileIcon />} />
    </Form>
  );
}
