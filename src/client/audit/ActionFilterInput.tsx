// The audit log's action filter: every action the log holds (GET audit-logs/actions) by its
// label, preceded by one entry per family (`crm.` → every CRM action), which the API matches as
// a prefix.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { AutocompleteInput, useTranslate } from 'react-admin';
import type { Option } from '../../shared/api.ts';
import { useApi } from '../providers/useApi.ts';
import { AUDIT_LOGS } from './auditTypes.ts';
import { useAuditActionLabel } from './useAuditActionLabel.ts';

export const auditActionsKey = [AUDIT_LOGS, 'actions'] as const;

export function ActionFilterInput({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  const api = useApi();
  const translate = useTranslate();
  const actionLabel = useAuditActionLabel();
  const actions = useQuery({
    queryKey: auditActionsKey,
    queryFn: async () => (await api.call<{ data: Option[] }>({ path: `${AUDIT_LOGS}/actions` })).data,
    staleTime: 60_000,
  });
  const choices = useMemo(() => {
    const values = (actions.data ?? []).map((option) => String(option.value));
    const families = [...new Set(values.map((value) => value.split('.')[0]!))].map((family) => ({
      id: `${family}.`,
      name: translate('audit.family', { family }),
    }));
    return [...families, ...values.map((value) => ({ id: value, name: actionLabel(value) }))];
  }, [actions.data, actionLabel, translate]);

  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={choices}
      isPending={actions.isPending}
      helperText={false}
      sx={{ minWidth: 260 }}
    />
  );
}
