// Converting a company (POST contacts/companies/convert/{id}): the user confirms and says whether
// it becomes a developer or a broker; the server creates a pending organization (or links the one
// that already has the company's trade licence), and the dialog then links to it.
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CompanyContact, MatchedOrganization } from '../../../shared/contacts.ts';
import { useServerAction } from '../../forms/useServerAction.ts';
import { useApi } from '../../providers/useApi.ts';
import { organizationPath } from '../../routing/paths.ts';
import { useRefreshContacts } from '../contactsApi.ts';

const KINDS = ['developer', 'broker'] as const;

interface ConvertAnswer {
  data: { company: CompanyContact; organization: MatchedOrganization; linked: boolean };
  message?: string;
}

export function ConvertCompanyDialog({ company, onClose }: { company: CompanyContact; onClose: () => void }) {
  const translate = useTranslate();
  const api = useApi();
  const refresh = useRefreshContacts();
  const [kind, setKind] = useState<(typeof KINDS)[number]>('developer');
  const { run, pending: busy } = useServerAction();
  const [answer, setAnswer] = useState<ConvertAnswer['data'] | null>(null);

  const convert = () =>
    run(
      async () =>
        setAnswer(
          (await api.call<ConvertAnswer>({ method: 'POST', path: ['contacts/companies/convert', company.id], data: { kind } })).data,
        ),
      {
        afterwards: refresh,
      },
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {translate(answer ? 'contacts.companies.converted_title' : 'contacts.companies.convert_title', { name: company.name })}
      </DialogTitle>
      <DialogContent>
        {answer ? (
          <Alert severity="success">
            {translate(answer.linked ? 'contacts.companies.linked' : 'contacts.companies.converted', {
              name: company.name,
              organization: answer.organization.name,
            })}
          </Alert>
        ) : (
          <>
            <DialogContentText>{translate('contacts.companies.convert_content')}</DialogContentText>
            <RadioGroup
              row
              value={kind}
              onChange={(event) => setKind(event.target.value as (typeof KINDS)[number])}
              aria-label={translate('contacts.companies.convert_kind')}
            >
              {KINDS.map((choice) => (
                <FormControlLabel key={choice} value={choice} control={<Radio />} label={translate(`organizations.kinds.${choice}`)} />
              ))}
            </RadioGroup>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(answer ? 'ra.action.close' : 'ra.action.cancel')}</Button>
        {answer ? (
          <Button variant="contained" component={Link} to={organizationPath(answer.organization.id)}>
            {translate('contacts.companies.open_organization')}
          </Button>
        ) : (
          <Button variant="contained" disabled={busy} onClick={() => void convert()}>
            {translate('contacts.companies.convert')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
