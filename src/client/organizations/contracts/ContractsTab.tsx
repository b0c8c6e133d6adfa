// The contracts tab: the organization's contracts (contracts.view) with their PDF
// (contracts.download); the super admin creates them from a template and renews them
// (contracts.manage).
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useServerAction } from '../../forms/useServerAction.ts';
import { useFormatDate } from '../../inventory/common/useFormatDate.ts';
import { QueryFallback } from '../../layout/QueryFallback.tsx';
import { saveDownload } from '../../providers/saveDownload.ts';
import { useCan } from '../../providers/useCan.ts';
import type { OrganizationTabProps } from '../OrganizationPage.tsx';
import { organizationQueryKeys } from '../organizationQueryKeys.ts';
import { TabSection } from '../TabSection.tsx';
import { downloadContract, fetchContracts } from './contractsApi.ts';
import { CreateContractForm } from './CreateContractForm.tsx';
import { RenewContractButton } from './RenewContractButton.tsx';

export function ContractsTab({ organization }: OrganizationTabProps) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const can = useCan();
  const manage = can('contracts.manage');
  const canDownload = can('contracts.download');
  const queryClient = useQueryClient();
  const contracts = useQuery({
    queryKey: organizationQueryKeys.contracts(organization.id),
    queryFn: () => fetchContracts(organization.id),
  });
  const { run, pending } = useServerAction();
  const refresh = () => queryClient.invalidateQueries({ queryKey: organizationQueryKeys.contracts(organization.id) });

  return (
    <>
      <TabSection>
        {contracts.data ? (
          contracts.data.length === 0 ? (
            <Typography color="text.secondary">{translate('organizations.contracts.empty')}</Typography>
          ) : (
            <Table size="small" aria-label={translate('organizations.contracts.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('organizations.contracts.number')}</TableCell>
                  <TableCell>{translate('organizations.contracts.template')}</TableCell>
                  <TableCell>{translate('organizations.contracts.start_date')}</TableCell>
                  <TableCell>{translate('organizations.contracts.end_date')}</TableCell>
                  <TableCell>{translate('organizations.contracts.commission_percent')}</TableCell>
                  <TableCell>{translate('organizations.contracts.status')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {contracts.data.map((contract) => (
                  <TableRow key={contract.id}>
                    <TableCell>{contract.number}</TableCell>
                    <TableCell>{contract.template_name}</TableCell>
                    <TableCell>{formatDate(contract.start_date)}</TableCell>
                    <TableCell>{formatDate(contract.end_date)}</TableCell>
                    <TableCell>{translate('organizations.contracts.percent', { value: contract.commission_percent })}</TableCell>
                    <TableCell>{translate(`organizations.contracts.statuses.${contract.status}`)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {canDownload && (
                        <Button
                          size="small"
                          startIcon={<PictureAsPdfIcon />}
                          disabled={pending}
                          aria-label={translate('organizations.contracts.download_label', { number: contract.number })}
                          onClick={() => void run(async () => saveDownload(await downloadContract(contract.id), `${contract.number}.pdf`))}
                        >
                          {translate('organizations.contracts.download')}
                        </Button>
                      )}
                      {manage && contract.status !== 'renewed' && (
                        <RenewContractButton contract={contract} disabled={pending} onRenewed={refresh} />
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        ) : (
          <QueryFallback error={contracts.error} />
        )}
      </TabSection>
      {manage && (
        <TabSection titleKey="organizations.contracts.new">
          <CreateContractForm organization={organization} onCreated={refresh} />
        </TabSection>
      )}
    </>
  );
}
