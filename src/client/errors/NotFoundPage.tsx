// Any unknown address (and, until their issues land, the product screens without a page).
// Offers the way home: the role's home page when signed in, the login page otherwise.
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { isSignedIn } from '../providers/session.ts';
import { useSession } from '../providers/useSession.ts';
import { homePath } from '../routing/homePath.ts';
import { LOGIN_PATH } from '../routing/paths.ts';

export function NotFoundPage() {
  const translate = useTranslate();
  const session = useSession();
  const home = isSignedIn(session) ? homePath(session.accessType) : LOGIN_PATH;
  return (
    <Box sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('errors.not_found.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('errors.not_found.message')}
      </Typography>
      <Button variant="contained" component={Link} to={home}>
        {translate('errors.not_found.back_home')}
      </Button>
    </Box>
  );
}
