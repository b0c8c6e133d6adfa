// A project's public page (`/embed/projects/:token`), for its managers: switch it on, choose the
// sections it shows, copy the HTML snippet, or regenerate the token (the old snippet stops working).
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Checkbox, FormControlLabel, FormGroup, Link as MuiLink, Switch, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { EMBED_SECTIONS, type EmbedSection, type EmbedSettings } from '../../../shared/inventory.ts';
import { useServerAction } from '../../forms/useServerAction.ts';
import { ConfirmActionButton } from '../../layout/ConfirmActionButton.tsx';
import { QueryFallback } from '../../layout/QueryFallback.tsx';
import { TabSection } from '../../organizations/TabSection.tsx';
import { inventoryKeys } from '../inventoryApi.ts';
import { useApi } from '../../providers/useApi.ts';

type EmbedChange = { enabled?: boolean; show?: Partial<Record<EmbedSection, boolean>>; regenerate_token?: boolean };

export function ProjectEmbedSettings({ projectId }: { projectId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useApi();
  const queryClient = useQueryClient();
  const { run, pending } = useServerAction();
  const settings = useQuery({
    queryKey: inventoryKeys.embed(projectId),
    queryFn: async () => (await api.call<{ data: EmbedSettings }>({ path: ['inventory/projects', projectId, 'embed'] })).data,
  });

  if (!settings.data) return <QueryFallback error={settings.error} />;
  const current = settings.data;

  const save = (change: EmbedChange, success: string) =>
    run(
      async () => {
        const answer = await api.call<{ data: EmbedSettings }>({
          method: 'PUT',
          path: ['inventory/projects', projectId, 'embed'],
          data: {
            enabled: change.enabled ?? current.enabled,
            show: { ...current.show, ...change.show },
            ...(change.regenerate_token ? { regenerate_token: true } : {}),
            updated_at: current.updated_at,
          },
        });
        queryClient.setQueryData(inventoryKeys.embed(projectId), answer.data);
      },
      { success },
    );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(current.snippet);
      notify('inventory.embed.copied', { type: 'success' });
    } catch {
      notify('inventory.embed.copy_failed', { type: 'error' });
    }
  };

  return (
    <TabSection titleKey="inventory.tabs.embed">
      <FormControlLabel
        control={
          <Switch
            checked={current.enabled}
            disabled={pending}
            onChange={(event) => void save({ enabled: event.target.checked }, 'inventory.embed.saved')}
          />
        }
        label={translate('inventory.embed.enabled')}
      />
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {translate('inventory.embed.sections')}
      </Typography>
      <FormGroup row>
        {EMBED_SECTIONS.map((section) => (
          <FormControlLabel
            key={section}
            control={
              <Checkbox
                checked={current.show[section]}
                disabled={pending}
                onChange={(event) => void save({ show: { [section]: event.target.checked } }, 'inventory.embed.saved')}
              />
            }
            label={translate(`inventory.embed.section.${section}`)}
          />
        ))}
      </FormGroup>
      <Box sx={{ mt: 2 }}>
        <Typography variant="subtitle2">{translate('inventory.embed.public_page')}</Typography>
        <MuiLink href={current.url} target="_blank" rel="noopener noreferrer">
          {current.url}
        </MuiLink>
        {!current.enabled && (
          <Typography variant="body2" color="text.secondary">
            {translate('inventory.embed.disabled_note')}
          </Typography>
        )}
      </Box>
      <TextField
        label={translate('inventory.embed.snippet')}
        value={current.snippet}
        multiline
        minRows={3}
        fullWidth
        sx={{ mt: 2 }}
        slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate('inventory.embed.copy')}
        </Button>
        <ConfirmActionButton
          label="inventory.embed.regenerate"
          title="inventory.embed.regenerate_title"
          content="inventory.embed.regenerate_content"
          color="warning"
          disabled={pending}
          onConfirm={() => save({ regenerate_token: true }, 'inventory.embed.regenerated')}
        />
      </Box>
    </TabSection>
  );
}
