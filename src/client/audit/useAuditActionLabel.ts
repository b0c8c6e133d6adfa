// An action's human label (audit.actions.<the action's dots>), the raw key when it has none: a
// new action is readable on the screen before anyone writes its label.
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

export function useAuditActionLabel(): (action: string) => string {
  const translate = useTranslate();
  return useCallback((action: string) => translate(`audit.actions.${action}`, { _: action }), [translate]);
}
