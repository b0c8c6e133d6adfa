// The signed-in shell: loading bar, app bar and the role's menu around every page react-admin
// lays out. A visitor only reaches a laid-out page by an unknown address (the not-found page),
// which he gets without the shell: there is no organization or menu to show him.
import { Box } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { isSignedIn } from '../providers/session.ts';
import { useSession } from '../providers/useSession.ts';
import { AppTopBar } from './AppTopBar.tsx';
import { DeferredMount } from './DeferredMount.tsx';
import { QueryFallback } from './QueryFallback.tsx';
import { LoadingBar } from './LoadingBar.tsx';
import { NavigationMenu } from './NavigationMenu.tsx';
import { VersionConflictDialog } from '../versions/VersionConflictDialog.tsx';
import { useVersionConflicts } from '../versions/versionConflicts.ts';

const shellFallback = (
  <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '100vh' }}>
    <QueryFallback error={null} />
  </Box>
);

export function AppLayout({ children }: { children: ReactNode }) {
  const session = useSession();
  // After a lost-update conflict, "Reload" remounts the page so its forms start from the current record.
  const { reloads } = useVersionConflicts();
  if (!isSignedIn(session)) {
    return (
      <Box component="main" sx={{ p: 2 }}>
        {children}
      </Box>
    );
  }
  // The shell and the first page mount in the background (DeferredMount): one blocking render of
  // both was the longest task of a signed-in page's load on a phone. The spinner meanwhile sits
  // where index.html's did.
  return (
    <DeferredMount fallback={shellFallback}>
      <LoadingBar />
      <Layout appBar={AppTopBar} menu={NavigationMenu}>
        <Fragment key={reloads}>{children}</Fragment>
      </Layout>
      <VersionConflictDialog />
    </DeferredMount>
  );
}
