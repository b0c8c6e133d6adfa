// The sales managers tab: who is assigned the organization (everyone who sees it), and the super
// admin's assign (from the sales managers' options) and unassign.
import { Autocomplete, Box, Button, Card, CardContent, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Option } from '../../../shared/api.ts';
import { useServerAction } from '../../forms/useServerAction.ts';
import { ConfirmActionButton } from '../../layout/ConfirmActionButton.tsx';
import { QueryFallback } from '../../layout/QueryFallback.tsx';
import { useCan } from '../../providers/useCan.ts';
import type { OrganizationTabProps } from '../OrganizationPage.tsx';
import { organizationQueryKeys } from '../organizationQueryKeys.ts';
import { assignSalesManager, fetchSalesManagerOptions, fetchSalesManagers, unassignSalesManager } from './salesManagersApi.ts';

export function SalesManagersTab({ organization }: OrganizationTabProps) {
  const translate = useTranslate();
  const can = useCan();
  const assigning = can('organizations.sales_assignments');
  const queryClient = useQueryClient();
  const managers = useQuery({
    queryKey: organizationQueryKeys.salesManagers(organization.id),
    queryFn: () => fetchSalesManagers(organization.id),
  });
  const options = useQuery({
    queryKey: organizationQueryKeys.salesManagerOptions,
    queryFn: fetchSalesManagerOptions,
    enabled: assigning && can('users.options'),
  });
  const [chosen, setChosen] = useState<Option | null>(null);
  const { run, pending } = useServerAction();

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: organizationQueryKeys.salesManagers(organization.id) }),
      queryClient.invalidateQueries({ queryKey: ['auth/organizations'] }),
    ]);
  const assignedIds = new Set((managers.data ?? []).map((manager) => manager.id));
  const candidates = (options.data ?? []).filter((option) => !assignedIds.has(Number(option.value)));

  return (
    <Card>
      <CardContent>
        {managers.data ? (
          managers.data.length === 0 ? (
            <Typography color="text.secondary">{translate('organizations.sales_managers.empty')}</Typography>
          ) : (
            <List aria-label={translate('organizations.sales_managers.title')} disablePadding>
              {managers.data.map((manager) => (
                <ListItem key={manager.id} divider>
                  <ListItemText primary={manager.full_name} secondary={manager.email} />
                  {assigning && (
                    <ConfirmActionButton
                      label="organizations.sales_managers.unassign"
                      ariaLabel={translate('organizations.sales_managers.unassign_label', { name: manager.full_name })}
                      title="organizations.sales_managers.unassign_title"
                      content="organizations.sales_managers.unassign_content"
                      messageArgs={{ name: manager.full_name, organization: organization.name }}
                      disabled={pending}
                      onConfirm={() =>
                        run(() => unassignSalesManager(organization.id, manager.id), {
                          success: 'organizations.sales_managers.unassigned',
                          successArgs: { name: manager.full_name },
                          afterwards: refresh,
                        })
                      }
                    />
                  )}
                </ListItem>
              ))}
            </List>
          )
        ) : (
          <QueryFallback error={managers.error} />
        )}
        {assigning && (
          <Box sx={{ display: 'flex', gap: 2, mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Autocomplete
              options={candidates}
              value={chosen}
              onChange={(_, option) => setChosen(option)}
              getOptionLabel={(option) => option.label}
              isOptionEqualToValue={(option, value) => option.value === value.value}
              loading={options.isPending}
              sx={{ flex: '1 1 280px' }}
              renderInput={(params) => <TextField {...params} size="small" label={translate('organizations.sales_managers.choose')} />}
            />
            <Button
              variant="contained"
              disabled={!chosen || pending}
              onClick={() =>
                chosen &&
                void run(() => assignSalesManager(organization.id, Number(chosen.value)), {
                  success: 'organizations.sales_managers.assigned',
                  successArgs: { name: chosen.label },
                  afterwards: async () => {
                    setChosen(null);
                    await refresh();
                  },
                })
              }
            >
              {translate('organizations.sales_managers.assign')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
