// A lead's documents: upload (with progress), download through the API, delete (admins).
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, IconButton, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { LeadDocument } from '../../../shared/crm.ts';
import { useNotifyError } from '../../errors/useNotifyError.ts';
import { useFormatDateTime } from '../../i18n/useFormatDateTime.ts';
import { ConfirmActionButton } from '../../layout/ConfirmActionButton.tsx';
import { saveDownload } from '../../providers/saveDownload.ts';
import { useApi } from '../../providers/useApi.ts';
import { useCan } from '../../providers/useCan.ts';
import { uploadWithProgress } from '../uploadWithProgress.ts';

export function LeadDocuments({ leadId, documents, onChanged }: { leadId: number; documents: LeadDocument[]; onChanged: () => unknown }) {
  const translate = useTranslate();
  const api = useApi();
  const can = useCan();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const formatDateTime = useFormatDateTime();
  const fileInput = useRef<HTMLInputElement | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File) => {
    setProgress(0);
    try {
      await uploadWithProgress(`crm/leads/${leadId}/documents`, { file }, setProgress);
      notify('crm.documents.uploaded', { type: 'success' });
      await onChanged();
    } catch (error) {
      notifyError(error);
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const download = async (document: LeadDocument) => {
    try {
      saveDownload(await api.download(['crm/documents', document.id, 'download']), document.filename);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Box>
      <input
        ref={fileInput}
        type="file"
        hidden
        accept="application/pdf,image/jpeg,image/png"
        aria-label={translate('crm.documents.file')}
        data-testid="lead-document-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button startIcon={<UploadFileIcon />} disabled={progress !== null} onClick={() => fileInput.current?.click()}>
        {translate('crm.documents.upload')}
      </Button>
      {progress !== null && <LinearProgress variant="determinate" value={progress} aria-label={translate('crm.documents.progress')} />}
      {documents.length === 0 ? (
        <Typography color="text.secondary">{translate('crm.documents.empty')}</Typography>
      ) : (
        <List dense>
          {documents.map((document) => (
            <ListItem
              key={document.id}
              divider
              secondaryAction={
                <>
                  <IconButton
                    aria-label={translate('crm.documents.download', { name: document.name })}
                    onClick={() => void download(document)}
                  >
                    <DownloadIcon />
                  </IconButton>
                  {can('crm.delete') && (
                    <ConfirmActionButton
                      label="ra.action.delete"
                      ariaLabel={translate('crm.documents.delete', { name: document.name })}
                      title="crm.documents.delete_title"
                      content="crm.documents.delete_content"
                      messageArgs={{ name: document.name }}
                      onConfirm={async () => {
                        try {
                          await api.call({ method: 'DELETE', path: ['crm/documents', document.id] });
                          await onChanged();
                        } catch (error) {
                          notifyError(error);
                        }
                      }}
                    />
                  )}
                </>
              }
            >
              <ListItemText
                primary={document.name}
                secondary={`${document.uploaded_by?.full_name ?? ''} · ${formatDateTime(document.created_at) ?? ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
