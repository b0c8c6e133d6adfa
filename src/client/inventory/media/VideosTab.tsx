// The video links of a project or building, played embedded with the address the server answers
// (youtube-nocookie or player.vimeo.com); managers add a YouTube/Vimeo address (the server
// validates it: its 422 shows under the field) and delete.
import { Box, Button, Grid, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { VideoLink } from '../../../shared/inventory.ts';
import { useServerAction } from '../../forms/useServerAction.ts';
import { ConfirmActionButton } from '../../layout/ConfirmActionButton.tsx';
import { TabSection } from '../../organizations/TabSection.tsx';
import { useCan } from '../../providers/useCan.ts';
import { useFieldErrors } from '../common/useFieldErrors.ts';
import type { InventoryParent } from '../inventoryApi.ts';
import { addVideoLink, deleteVideoLink } from './media360Api.ts';

function AddVideoForm({ parent, parentId, onAdded }: { parent: InventoryParent; parentId: number; onAdded: () => Promise<unknown> }) {
  const translate = useTranslate();
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const { errors, pending, submit } = useFieldErrors();
  const message = (field: string) => (errors[field] ? translate(errors[field], { _: errors[field] }) : ' ');
  const save = async () => {
    if (await submit(() => addVideoLink(parent, parentId, { title: title.trim() || null, url }), 'inventory.videos.added')) {
      setTitle('');
      setUrl('');
      await onAdded();
    }
  };
  return (
    <Box
      component="form"
      aria-label={translate('inventory.videos.add')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        size="small"
        label={translate('inventory.fields.title')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={Boolean(errors.title)}
        helperText={message('title')}
      />
      <TextField
        size="small"
        label={translate('inventory.fields.video_url')}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={Boolean(errors.url)}
        helperText={errors.url ? message('url') : translate('inventory.videos.url_help')}
        sx={{ minWidth: 320 }}
      />
      <Button type="submit" variant="contained" disabled={pending}>
        {translate('inventory.videos.add')}
      </Button>
    </Box>
  );
}

export function VideosTab({
  parent,
  parentId,
  videos,
  onChanged,
}: {
  parent: InventoryParent;
  parentId: number;
  videos: VideoLink[];
  onChanged: () => Promise<unknown>;
}) {
  const translate = useTranslate();
  const can = useCan();
  const { run } = useServerAction();
  return (
    <TabSection titleKey="inventory.tabs.videos">
      {can('inventory.manage') && <AddVideoForm parent={parent} parentId={parentId} onAdded={onChanged} />}
      {videos.length === 0 ? (
        <Typography color="text.secondary">{translate('inventory.videos.empty')}</Typography>
      ) : (
        <Grid container spacing={2}>
          {videos.map((video) => {
            const title = video.title ?? translate(`inventory.videos.providers.${video.provider}`);
            return (
              <Grid key={video.id} size={{ xs: 12, md: 6 }}>
                <Box
                  component="iframe"
                  src={video.embed_url}
                  title={title}
                  allow="fullscreen; picture-in-picture"
                  allowFullScreen
                  sx={{ width: '100%', aspectRatio: '16 / 9', border: 0 }}
                />
                <Box sx={{ display: 'flex', alignItems: 'center' }}>
                  <Typography sx={{ flex: 1 }}>{title}</Typography>
                  {can('inventory.manage') && (
                    <ConfirmActionButton
                      label="ra.action.delete"
                      ariaLabel={translate('inventory.videos.delete', { title })}
                      title="inventory.videos.delete_title"
                      content="inventory.videos.delete_content"
                      messageArgs={{ title }}
                      onConfirm={() => run(() => deleteVideoLink(video.id), { success: 'inventory.videos.deleted', afterwards: onChanged })}
                    />
                  )}
                </Box>
              </Grid>
            );
          })}
        </Grid>
      )}
    </TabSection>
  );
}
