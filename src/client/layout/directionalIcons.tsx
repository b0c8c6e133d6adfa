// The icons that point a way, marked so that they mirror under right to left (the rule is the
// theme's, layout/theme.ts). Screens import these instead of @mui/icons-material's for a back,
// forward, next, sign-in, sign-out or send arrow; icons that point nowhere (search, download)
// come straight from @mui/icons-material and stay as drawn.
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Login from '@mui/icons-material/Login';
import Logout from '@mui/icons-material/Logout';
import Send from '@mui/icons-material/Send';
import type { SvgIconProps } from '@mui/material';

type Icon = typeof ArrowBack;

function directional(Drawn: Icon, name: string) {
  const Directional = (props: SvgIconProps) => <Drawn data-directional="" {...props} />;
  Directional.displayName = `Directional${name}`;
  return Directional;
}

export const ArrowBackIcon = directional(ArrowBack, 'ArrowBack');
export const ArrowForwardIcon = directional(ArrowForward, 'ArrowForward');
export const LoginIcon = directional(Login, 'Login');
export const LogoutIcon = directional(Logout, 'Logout');
export const SendIcon = directional(Send, 'Send');
