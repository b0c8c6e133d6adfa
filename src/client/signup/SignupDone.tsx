// The end of the wizard: the organization waits for a super admin's approval, after which its
// contact person is invited by email to become its admin.
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AuthPageLink } from '../auth/AuthPageLink.tsx';
import { LOGIN_PATH } from '../routing/paths.ts';

export function SignupDone({ companyName }: { companyName: string }) {
  const translate = useTranslate();
  return (
    <Box>
      <Alert severity="success" icon={<HourglassTopIcon />} sx={{ mb: 2 }}>
        {translate('signup.done.message', { name: companyName })}
      </Alert>
      <AuthPageLink to={LOGIN_PATH} labelKey="signup.done.sign_in" />
    </Box>
  );
}
