// The signed-in shell: loading bar, app bar and the role's menu around every page react-admin
// lays out. A visitor only reaches a laid-out page by an unknown address (the not-found page),
// which he gets without the shell: there is no organization or menu to show him.
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { isSignedIn } from '../providers/session.ts';
import { useSession } from '../providers/useSession.ts';
import { AppTopBar } from './AppTopBar.tsx';
import { LoadingBar } from './LoadingBar.tsx';
import { NavigationMenu } from './NavigationMenu.tsx';

export function AppLayout({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!isSignedIn(session)) {
    return (
      <Box component="main" sx={{ p: 2 }}>
        {children}
      </Box>
    );
  }
  return (
    <>
      <LoadingBar />
      <Layout appBar={AppTopBar} menu={NavigationMenu}>
        {children}
      </Layout>
    </>
  );
}
