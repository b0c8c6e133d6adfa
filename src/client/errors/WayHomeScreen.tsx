// The one layout of the pages that cannot show what was asked (not found, no access): a heading,
// a sentence and the way home — the role's home page when signed in, the login page otherwise.
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { isSignedIn } from '../providers/session.ts';
import { useSession } from '../providers/useSession.ts';
import { homePath } from '../routing/homePath.ts';
import { LOGIN_PATH } from '../routing/paths.ts';

/** `messages` names an `errors.*` group with `title`, `message` and `back_home`. */
export function WayHomeScreen({ messages }: { messages: 'errors.not_found' | 'errors.no_access' }) {
  const translate = useTranslate();
  const session = useSession();
  const home = isSignedIn(session) ? homePath(session.accessType) : LOGIN_PATH;
  return (
    <Box sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`${messages}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate(`${messages}.message`)}
      </Typography>
      <Button variant="contained" component={Link} to={home}>
        {translate(`${messages}.back_home`)}
      </Button>
    </Box>
  );
}
