// One document: what it is, its file and expiry, and the buttons the caller's role allows —
// download for everyone who sees documents; replace (a new file, same record) and delete for
// those who manage them.
import DownloadIcon from '@mui/icons-material/Download';
import { Button, TableCell, TableRow } from '@mui/material';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatDateTime } from '../../i18n/useFormatDateTime.ts';
import { useFormatDate } from '../../inventory/common/useFormatDate.ts';
import { ConfirmActionButton } from '../../layout/ConfirmActionButton.tsx';
import type { OrganizationDocument } from '../organizationTypes.ts';
import { DOCUMENT_FILE_TYPES } from './documentsApi.ts';

interface DocumentRowProps {
  document: OrganizationDocument;
  canDownload: boolean;
  canManage: boolean;
  busy: boolean;
  onDownload: () => void;
  onReplace: (file: File) => void;
  onDelete: () => Promise<unknown>;
}

export function DocumentRow({ document, canDownload, canManage, busy, onDownload, onReplace, onDelete }: DocumentRowProps) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const formatDate = useFormatDate();
  const picker = useRef<HTMLInputElement>(null);
  const args = { name: document.name };

  return (
    <TableRow>
      <TableCell>{translate(`organizations.documents.types.${document.type}`)}</TableCell>
      <TableCell>{document.name}</TableCell>
      <TableCell>{document.filename}</TableCell>
      <TableCell>{formatDate(document.expires_at) ?? '—'}</TableCell>
      <TableCell>{formatDateTime(document.updated_at)}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {canDownload && (
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            disabled={busy}
            onClick={onDownload}
            aria-label={translate('organizations.documents.download_label', args)}
          >
            {translate('organizations.documents.download')}
          </Button>
        )}
        {canManage && (
          <>
            <input
              ref={picker}
              type="file"
              accept={DOCUMENT_FILE_TYPES}
              hidden
              aria-label={translate('organizations.documents.replace_file_label', args)}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) onReplace(file);
              }}
            />
            <Button
              size="small"
              disabled={busy}
              onClick={() => picker.current?.click()}
              aria-label={translate('organizations.documents.replace_label', args)}
            >
              {translate('organizations.documents.replace')}
            </Button>
            <ConfirmActionButton
              label="organizations.documents.delete"
              ariaLabel={translate('organizations.documents.delete_label', args)}
              title="organizations.documents.delete_title"
              content="organizations.documents.delete_content"
              messageArgs={args}
              disabled={busy}
              onConfirm={onDelete}
            />
          </>
        )}
      </TableCell>
    </TableRow>
  );
}
