// The API tokens tab (super admin, organizations.api_tokens): the organization's tokens with
// abilities, last use and expiry, revoke, and a form to create one, whose plain text is shown once.
import { Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useServerAction } from '../../forms/useServerAction.ts';
import { useFormatDateTime } from '../../i18n/useFormatDateTime.ts';
import { ConfirmActionButton } from '../../layout/ConfirmActionButton.tsx';
import { QueryFallback } from '../../layout/QueryFallback.tsx';
import type { OrganizationTabProps } from '../OrganizationPage.tsx';
import { organizationQueryKeys } from '../organizationQueryKeys.ts';
import { TabSection } from '../TabSection.tsx';
import type { CreatedApiToken } from '../organizationTypes.ts';
import { fetchApiTokens, revokeApiToken } from './apiTokensApi.ts';
import { CreateApiTokenForm } from './CreateApiTokenForm.tsx';
import { PlainTokenDialog } from './PlainTokenDialog.tsx';
import { ALL_ABILITIES } from './tokenAbilities.ts';

export function ApiTokensTab({ organization }: OrganizationTabProps) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const tokens = useQuery({ queryKey: organizationQueryKeys.apiTokens(organization.id), queryFn: () => fetchApiTokens(organization.id) });
  // Held only until the dialog closes.
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const { run, pending } = useServerAction();
  const refresh = () => queryClient.invalidateQueries({ queryKey: organizationQueryKeys.apiTokens(organization.id) });

  return (
    <>
      <TabSection>
        {tokens.data ? (
          tokens.data.length === 0 ? (
            <Typography color="text.secondary">{translate('organizations.api_tokens.empty')}</Typography>
          ) : (
            <Table size="small" aria-label={translate('organizations.api_tokens.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('organizations.api_tokens.name')}</TableCell>
                  <TableCell>{translate('organizations.api_tokens.abilities')}</TableCell>
                  <TableCell>{translate('organizations.api_tokens.last_used')}</TableCell>
                  <TableCell>{translate('organizations.api_tokens.expires_at')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {tokens.data.map((token) => (
                  <TableRow key={token.id}>
                    <TableCell>{token.name}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                        {token.abilities.map((ability) => (
                          <Chip
                            key={ability}
                            size="small"
                            label={ability === ALL_ABILITIES ? translate('organizations.api_tokens.all_abilities') : ability}
                          />
                        ))}
                      </Stack>
                    </TableCell>
                    <TableCell>{formatDateTime(token.last_used_at) ?? translate('organizations.api_tokens.never_used')}</TableCell>
                    <TableCell>{formatDateTime(token.expires_at) ?? translate('organizations.api_tokens.no_expiry')}</TableCell>
                    <TableCell align="right">
                      <ConfirmActionButton
                        label="organizations.api_tokens.revoke"
                        ariaLabel={translate('organizations.api_tokens.revoke_label', { name: token.name })}
                        title="organizations.api_tokens.revoke_title"
                        content="organizations.api_tokens.revoke_content"
                        messageArgs={{ name: token.name }}
                        disabled={pending}
                        onConfirm={() =>
                          run(() => revokeApiToken(organization.id, token.id), {
                            success: 'organizations.api_tokens.revoked',
                            successArgs: { name: token.name },
                            afterwards: refresh,
                          })
                        }
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        ) : (
          <QueryFallback error={tokens.error} />
        )}
      </TabSection>
      <TabSection titleKey="organizations.api_tokens.new">
        <CreateApiTokenForm
          organization={organization}
          onCreated={async (token) => {
            setCreated(token);
            notify('organizations.api_tokens.created', { type: 'success', messageArgs: { name: token.name } });
            await refresh();
          }}
        />
      </TabSection>
      <PlainTokenDialog token={created} onClose={() => setCreated(null)} />
    </>
  );
}
