// What the organization declared when it signed up (signup, contact, bank, authorised signatory,
// broker licence): the super admin reviews it, downloads its files (organizations.edit) and, for a
// pending organization whose signup is complete, approves it, asks for changes or rejects it right
// here (and reads what the review said once it did); the organization's own
// admin sees his own data, without the files. Nothing is shown when the server gives none.
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { groupIban, SIGNUP_STEPS } from '../../../shared/signup.ts';
import { useServerAction } from '../../forms/useServerAction.ts';
import { useCountryName } from '../../i18n/countryNames.ts';
import { useFormatDateTime } from '../../i18n/useFormatDateTime.ts';
import { PhoneText } from '../../layout/PhoneText.tsx';
import { useCan } from '../../providers/useCan.ts';
import { saveDownload } from '../../providers/saveDownload.ts';
import type { Organization } from '../organizationTypes.ts';
import { TabSection } from '../TabSection.tsx';
import { Detail } from './OrganizationDetails.tsx';
import { OrganizationStatusActions } from './OrganizationStatusActions.tsx';
import { SignupReviewActions } from './SignupReviewActions.tsx';
import { approvesInRegistration, downloadRegistrationFile, shownRegistration, type RegistrationFile } from './registration.ts';

function Group({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {translate(title)}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, gap: 2, m: 0 }}>
        {children}
      </Box>
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Box>
  );
}

function DownloadButton({
  organization,
  file,
  label,
  fallbackName,
}: {
  organization: Organization;
  file: RegistrationFile;
  label: string;
  fallbackName: string;
}) {
  const translate = useTranslate();
  const { run, pending } = useServerAction();
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={pending}
      onClick={() => void run(async () => saveDownload(await downloadRegistrationFile(organization.id, file), fallbackName))}
    >
      {translate(label)}
    </Button>
  );
}

function isSignupStep(step: string): step is (typeof SIGNUP_STEPS)[number] {
  return (SIGNUP_STEPS as readonly string[]).includes(step);
}

export function RegistrationSection({ organization }: { organization: Organization }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const countryName = useCountryName();
  const can = useCan();
  const registration = shownRegistration(organization);
  if (!registration) return null;
  const canDownload = can('organizations.edit');
  const step = registration.signup_step;

  return (
    <TabSection titleKey="organizations.registration.title">
      {registration.review_message && (organization.status === 'changes_requested' || organization.status === 'rejected') && (
        <Alert severity={organization.status === 'rejected' ? 'error' : 'info'} sx={{ mb: 2 }}>
          {translate(`organizations.registration.${organization.status}_note`, { message: registration.review_message })}
        </Alert>
      )}
      <Group title="organizations.registration.signup">
        <Detail label={translate('organizations.registration.signup_source')} value={organization.signup_source} />
        <Detail
          label={translate('organizations.registration.signup_step')}
          value={step && isSignupStep(step) ? translate(`signup.steps.${step}`) : step}
        />
        <Detail
          label={translate('organizations.registration.signup_completed_at')}
          value={formatDateTime(registration.signup_completed_at) ?? translate('organizations.registration.not_completed')}
        />
      </Group>
      <Group title="organizations.registration.contact">
        <Detail label={translate('organizations.registration.contact_full_name')} value={registration.contact_full_name} />
        <Detail label={translate('organizations.registration.contact_email')} value={registration.contact_email} />
      </Group>
      <Group title="organizations.registration.bank">
        <Detail label={translate('organizations.registration.bank_name')} value={registration.bank_name} />
        <Detail label={translate('organizations.registration.bank_account_name')} value={registration.bank_account_name} />
        <Detail label={translate('organizations.registration.iban')} value={registration.iban && groupIban(registration.iban)} />
        <Detail label={translate('organizations.registration.swift')} value={registration.swift} />
      </Group>
      <Group
        title="organizations.registration.signatory"
        action={
          canDownload &&
          registration.has_signatory_id_document && (
            <DownloadButton
              organization={organization}
              file="signatory_id_document"
              label="organizations.registration.download_signatory_id_document"
              fallbackName="signatory-id-document"
            />
          )
        }
      >
        <Detail label={translate('organizations.registration.signatory_full_name')} value={registration.signatory_full_name} />
        <Detail label={translate('organizations.registration.signatory_email')} value={registration.signatory_email} />
        <Detail
          label={translate('organizations.registration.signatory_phone')}
          value={registration.signatory_phone && <PhoneText phone={registration.signatory_phone} />}
        />
        <Detail
          label={translate('organizations.registration.signatory_nationality')}
          value={countryName(registration.signatory_nationality)}
        />
      </Group>
      {(registration.broker_orn_number || registration.has_broker_card || organization.kind === 'broker') && (
        <Group
          title="organizations.registration.broker"
          action={
            canDownload &&
            registration.has_broker_card && (
              <DownloadButton
                organization={organization}
                file="broker_card"
                label="organizations.registration.download_broker_card"
                fallbackName="broker-card"
              />
            )
          }
        >
          <Detail label={translate('organizations.registration.broker_orn_number')} value={registration.broker_orn_number} />
        </Group>
      )}
      {approvesInRegistration(organization) && can('organizations.edit') && (
        <>
          <Divider sx={{ my: 2 }} />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography color="text.secondary" sx={{ flex: '1 1 240px' }}>
              {translate('organizations.registration.review_hint')}
            </Typography>
            <SignupReviewActions organization={organization} />
            <OrganizationStatusActions organization={organization} only="approve" />
          </Stack>
        </>
      )}
    </TabSection>
  );
}
