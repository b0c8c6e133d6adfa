// The logo tab (organizations.logo): the current logo, a file chosen to replace it shown as a
// preview before it is sent (multipart field `logo`), and removal. The server checks type and
// size (PNG, JPEG, WebP, SVG; ≤ 2 MB) and answers 413/422 otherwise.
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useServerAction } from '../../forms/useServerAction.ts';
import { ConfirmActionButton } from '../../layout/ConfirmActionButton.tsx';
import { useObjectUrl } from '../../layout/useObjectUrl.ts';
import type { OrganizationTabProps } from '../OrganizationPage.tsx';
import { organizationQueryKeys } from '../organizationQueryKeys.ts';
import { LOGO_TYPES, removeLogo, uploadLogo } from './logoApi.ts';
import { OrganizationLogo } from './OrganizationLogo.tsx';

export function LogoTab({ organization }: OrganizationTabProps) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const picker = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const preview = useObjectUrl(file);
  const { run, pending } = useServerAction();

  // The record's logo_url and updated_at change, which loads the new image.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['auth/organizations'] }),
      queryClient.invalidateQueries({ queryKey: organizationQueryKeys.all(organization.id) }),
    ]);

  return (
    <Card>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Box>
            <Typography variant="subtitle2" gutterBottom>
              {translate('organizations.logo.current')}
            </Typography>
            {organization.logo_url ? (
              <OrganizationLogo organization={organization} size={160} />
            ) : (
              <Typography color="text.secondary">{translate('organizations.logo.none')}</Typography>
            )}
          </Box>
          {preview && (
            <Box>
              <Typography variant="subtitle2" gutterBottom>
                {translate('organizations.logo.preview')}
              </Typography>
              <Box
                component="img"
                src={preview}
                alt={translate('organizations.logo.preview_alt')}
                sx={{ width: 160, height: 160, objectFit: 'contain', borderRadius: 1, bgcolor: 'action.hover' }}
              />
            </Box>
          )}
        </Box>
        <input
          ref={picker}
          type="file"
          accept={LOGO_TYPES}
          aria-label={translate('organizations.logo.choose')}
          hidden
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => picker.current?.click()} disabled={pending}>
            {translate('organizations.logo.choose')}
          </Button>
          <Button
            variant="contained"
            startIcon={<UploadIcon />}
            disabled={!file || pending}
            onClick={() =>
              file &&
              void run(() => uploadLogo(organization.id, file), {
                success: 'organizations.logo.uploaded',
                afterwards: async () => {
                  setFile(null);
                  if (picker.current) picker.current.value = '';
                  await refresh();
                },
              })
            }
          >
            {translate('organizations.logo.upload')}
          </Button>
          {organization.logo_url && (
            <ConfirmActionButton
              label="organizations.logo.remove"
              title="organizations.logo.remove_title"
              content="organizations.logo.remove_content"
              messageArgs={{ name: organization.name }}
              startIcon={<DeleteIcon />}
              disabled={pending}
              onConfirm={() =>
                run(() => removeLogo(organization.id, organization.updated_at), {
                  success: 'organizations.logo.removed',
                  afterwards: refresh,
                })
              }
            />
          )}
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {translate('organizations.logo.rules')}
        </Typography>
      </CardContent>
    </Card>
  );
}
