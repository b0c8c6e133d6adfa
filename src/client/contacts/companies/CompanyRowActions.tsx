// What a company row offers besides its status: send it a message (the bulk action's dialog, for
// this one company), convert it into a pending organization (then a link to that organization),
// and delete it.
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SendIcon from '@mui/icons-material/Send';
import TransformIcon from '@mui/icons-material/Transform';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CompanyContact } from '../../../shared/contacts.ts';
import { organizationPath } from '../../routing/paths.ts';
import { COMPANIES } from '../contactsApi.ts';
import { DeleteContactButton } from '../DeleteContactButton.tsx';
import { ConvertCompanyDialog } from './ConvertCompanyDialog.tsx';
import { SendMessagesDialog } from './SendMessagesDialog.tsx';

export function ConvertedOrganizationLink({ organizationId }: { organizationId: number }) {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('contacts.companies.open_organization')}>
      <IconButton
        size="small"
        color="primary"
        component={Link}
        to={organizationPath(organizationId)}
        aria-label={translate('contacts.companies.open_organization')}
      >
        <OpenInNewIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

export function CompanyRowActions({ company }: { company: CompanyContact }) {
  const translate = useTranslate();
  // Held here, not in the convert button: once converted, the row shows the organization's link
  // instead, and the dialog (with its own link) must stay open across that change.
  const [converting, setConverting] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const convertLabel = translate('contacts.companies.convert_label', { name: company.name });
  const sendLabel = translate('contacts.send.row_action', { name: company.name });
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Tooltip title={sendLabel}>
        <IconButton size="small" color="primary" aria-label={sendLabel} onClick={() => setMessaging(true)}>
          <SendIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {company.organization_id ? (
        <ConvertedOrganizationLink organizationId={company.organization_id} />
      ) : (
        <Tooltip title={convertLabel}>
          <IconButton size="small" color="primary" aria-label={convertLabel} onClick={() => setConverting(true)}>
            <TransformIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <DeleteContactButton resource={COMPANIES} record={company} name={company.name} content="contacts.delete_company_content" />
      {converting && <ConvertCompanyDialog company={company} onClose={() => setConverting(false)} />}
      {messaging && <SendMessagesDialog ids={[company.id]} firstCompany={company} onClose={() => setMessaging(false)} />}
    </Stack>
  );
}
