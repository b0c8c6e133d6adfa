// The documents tab: the organization's bank confirmation letter and additional documents.
// Downloading is organizations.documents.download (the sales manager too); uploading, replacing
// and deleting are organizations.documents.manage.
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useServerAction } from '../../forms/useServerAction.ts';
import { QueryFallback } from '../../layout/QueryFallback.tsx';
import { saveDownload } from '../../providers/saveDownload.ts';
import { useCan } from '../../providers/useCan.ts';
import type { OrganizationTabProps } from '../OrganizationPage.tsx';
import { organizationQueryKeys } from '../organizationQueryKeys.ts';
import { TabSection } from '../TabSection.tsx';
import { DocumentRow } from './DocumentRow.tsx';
import { deleteDocument, downloadDocument, fetchDocuments, updateDocument } from './documentsApi.ts';
import { UploadDocumentForm } from './UploadDocumentForm.tsx';

export function DocumentsTab({ organization }: OrganizationTabProps) {
  const translate = useTranslate();
  const can = useCan();
  const canManage = can('organizations.documents.manage');
  const canDownload = can('organizations.documents.download');
  const queryClient = useQueryClient();
  const documents = useQuery({
    queryKey: organizationQueryKeys.documents(organization.id),
    queryFn: () => fetchDocuments(organization.id),
  });
  const { run, pending } = useServerAction();
  const refresh = () => queryClient.invalidateQueries({ queryKey: organizationQueryKeys.documents(organization.id) });

  return (
    <>
      <TabSection>
        {documents.data ? (
          documents.data.length === 0 ? (
            <Typography color="text.secondary">{translate('organizations.documents.empty')}</Typography>
          ) : (
            <Table size="small" aria-label={translate('organizations.documents.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('organizations.documents.type')}</TableCell>
                  <TableCell>{translate('organizations.documents.name')}</TableCell>
                  <TableCell>{translate('organizations.documents.file')}</TableCell>
                  <TableCell>{translate('organizations.documents.expires_at')}</TableCell>
                  <TableCell>{translate('organizations.documents.updated_at')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {documents.data.map((document) => (
                  <DocumentRow
                    key={document.id}
                    document={document}
                    canDownload={canDownload}
                    canManage={canManage}
                    busy={pending}
                    onDownload={() => void run(async () => saveDownload(await downloadDocument(document.id), document.filename))}
                    onReplace={(file) =>
                      void run(() => updateDocument(document.id, { file }, document.updated_at), {
                        success: 'organizations.documents.replaced',
                        successArgs: { name: document.name },
                        afterwards: refresh,
                      })
                    }
                    onDelete={() =>
                      run(() => deleteDocument(document.id), {
                        success: 'organizations.documents.deleted',
                        successArgs: { name: document.name },
                        afterwards: refresh,
                      })
                    }
                  />
                ))}
              </TableBody>
            </Table>
          )
        ) : (
          <QueryFallback error={documents.error} />
        )}
      </TabSection>
      {canManage && (
        <TabSection titleKey="organizations.documents.new">
          <UploadDocumentForm organization={organization} onUploaded={refresh} />
        </TabSection>
      )}
    </>
  );
}
