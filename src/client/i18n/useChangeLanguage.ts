// The switcher's action: switch this tab (and the stored choice), then, when signed in, save the
// language on the profile (docs/api.md "Languages") so the next sign-in, anywhere, starts in it.
// The profile is read afresh for its version: the update follows the versions rule.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import type { Language } from '../../shared/languages.ts';
import { accountQueryKeys, fetchProfile, updateProfile } from '../account/accountApi.ts';
import { isSignedIn } from '../providers/session.ts';
import { switchLanguage } from './switchLanguage.ts';

export function useChangeLanguage(): (language: Language) => Promise<void> {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useCallback(
    async (language) => {
      if (!(await switchLanguage(language))) {
        notify('ra.notification.http_error', { type: 'error' });
        return;
      }
      if (!isSignedIn()) return;
      try {
        const profile = await fetchProfile();
        if (profile.language === language) return;
        const saved = await updateProfile(
          { full_name: profile.full_name, email: profile.email, phone: profile.phone, language },
          profile.updated_at,
        );
        queryClient.setQueryData(accountQueryKeys.profile, saved);
      } catch {
        // The screens are already in the new language and this browser keeps it.
        notify('app.language.not_saved', { type: 'warning' });
      }
    },
    [queryClient, notify],
  );
}
