// A link between the pages outside the app shell (sign in, register, forgot password).
import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export function AuthPageLink({ to, labelKey }: { to: string; labelKey: string }) {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to={to} variant="body2" underline="hover">
      {translate(labelKey)}
    </Link>
  );
}
