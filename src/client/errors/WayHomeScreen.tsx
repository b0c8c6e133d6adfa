// The one layout of the pages that cannot show what was asked (not found, no access): a heading,
// a sentence and the way home — the role's home page when signed in, the login page otherwise.
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { isSignedIn } from '../providers/session.ts';
import { useSession } from '../providers/useSession.ts';
import { homePath } from '../routing/homePath.ts';
import { LOGIN_PATH } from '../routing/paths.ts';

/** The keys of what the page says, written out whole so that the i18n test finds each. */
export interface WayHomeMessages {
  title: string;
  message: string;
  backHome: string;
}

export function WayHomeScreen({ messages }: { messages: WayHomeMessages }) {
  const translate = useTranslate();
  const session = useSession();
  const home = isSignedIn(session) ? homePath(session.accessType) : LOGIN_PATH;
  return (
    <Box sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(messages.title)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate(messages.message)}
      </Typography>
      <Button variant="contained" component={Link} to={home}>
        {translate(messages.backHome)}
      </Button>
    </Box>
  );
}
