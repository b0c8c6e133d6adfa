// The 360 media of a project or building: open one (panorama viewer or hosted tour); managers add
// an equirectangular image (upload) or a tour's https address, and delete.
import ThreeSixtyIcon from '@mui/icons-material/ThreeSixty';
import UploadIcon from '@mui/icons-material/Upload';
import {
  Box,
  Button,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Media360, Media360Kind } from '../../../shared/inventory.ts';
import { useServerAction } from '../../forms/useServerAction.ts';
import { ConfirmActionButton } from '../../layout/ConfirmActionButton.tsx';
import { TabSection } from '../../organizations/TabSection.tsx';
import { useCan } from '../../providers/useCan.ts';
import { InventoryThumbnail } from '../common/InventoryThumbnail.tsx';
import { useFieldErrors } from '../common/useFieldErrors.ts';
import type { InventoryParent } from '../inventoryApi.ts';
import { IMAGE_TYPES } from './ImageUploadButton.tsx';
import { addMedia360, deleteMedia360 } from './media360Api.ts';
import { Media360Dialog } from './Media360Dialog.tsx';

interface Media360TabProps {
  parent: InventoryParent;
  parentId: number;
  items: Media360[];
  onChanged: () => Promise<unknown>;
}

function AddMedia360Form({ parent, parentId, onAdded }: { parent: InventoryParent; parentId: number; onAdded: () => Promise<unknown> }) {
  const translate = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<Media360Kind>('image');
  const [title, setTitle] = useState('');
  const [tourUrl, setTourUrl] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const { errors, pending, submit } = useFieldErrors();
  const message = (field: string) => (errors[field] ? translate(errors[field], { _: errors[field] }) : ' ');

  const save = async () => {
    const values = kind === 'tour' ? { title, tour_url: tourUrl } : { title, ...(image ? { image } : {}) };
    if (await submit(() => addMedia360(parent, parentId, values), 'inventory.media360.added')) {
      setTitle('');
      setTourUrl('');
      setImage(null);
      if (picker.current) picker.current.value = '';
      await onAdded();
    }
  };

  return (
    <Box
      component="form"
      aria-label={translate('inventory.media360.add')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={kind}
        onChange={(_event, value: Media360Kind | null) => value && setKind(value)}
        aria-label={translate('inventory.media360.kind')}
      >
        <ToggleButton value="image">{translate('inventory.media360.kinds.image')}</ToggleButton>
        <ToggleButton value="tour">{translate('inventory.media360.kinds.tour')}</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        size="small"
        label={translate('inventory.fields.title')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={Boolean(errors.title)}
        helperText={message('title')}
      />
      {kind === 'tour' ? (
        <TextField
          size="small"
          type="url"
          label={translate('inventory.fields.tour_url')}
          value={tourUrl}
          onChange={(event) => setTourUrl(event.target.value)}
          error={Boolean(errors.tour_url)}
          helperText={message('tour_url')}
          sx={{ minWidth: 280 }}
        />
      ) : (
        <Box>
          <input
            ref={picker}
            type="file"
            hidden
            accept={IMAGE_TYPES}
            aria-label={translate('inventory.media360.choose_image')}
            onChange={(event) => setImage(event.target.files?.[0] ?? null)}
          />
          <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => picker.current?.click()}>
            {image ? image.name : translate('inventory.media360.choose_image')}
          </Button>
          <Typography variant="caption" color="error" sx={{ display: 'block' }}>
            {errors.image ? translate(errors.image, { _: errors.image }) : ''}
          </Typography>
        </Box>
      )}
      <Button type="submit" variant="contained" disabled={pending}>
        {translate('inventory.media360.add')}
      </Button>
    </Box>
  );
}

export function Media360Tab({ parent, parentId, items, onChanged }: Media360TabProps) {
  const translate = useTranslate();
  const can = useCan();
  const { run } = useServerAction();
  const [open, setOpen] = useState<Media360 | null>(null);
  return (
    <TabSection titleKey="inventory.tabs.media360">
      {can('inventory.manage') && <AddMedia360Form parent={parent} parentId={parentId} onAdded={onChanged} />}
      {items.length === 0 ? (
        <Typography color="text.secondary">{translate('inventory.media360.empty')}</Typography>
      ) : (
        <List dense aria-label={translate('inventory.tabs.media360')}>
          {items.map((item) => (
            <ListItem
              key={item.id}
              disablePadding
              secondaryAction={
                can('inventory.manage') && (
                  <ConfirmActionButton
                    label="ra.action.delete"
                    ariaLabel={translate('inventory.media360.delete', { title: item.title })}
                    title="inventory.media360.delete_title"
                    content="inventory.media360.delete_content"
                    messageArgs={{ title: item.title }}
                    onConfirm={() => run(() => deleteMedia360(item.id), { success: 'inventory.media360.deleted', afterwards: onChanged })}
                  />
                )
              }
            >
              <ListItemButton onClick={() => setOpen(item)} aria-label={translate('inventory.media360.open', { title: item.title })}>
                <ListItemIcon sx={{ mr: 1 }}>
                  {item.thumbnail_url ? <InventoryThumbnail url={item.thumbnail_url} alt={item.title} /> : <ThreeSixtyIcon />}
                </ListItemIcon>
                <ListItemText primary={item.title} secondary={translate(`inventory.media360.kinds.${item.kind}`)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <Media360Dialog item={open} onClose={() => setOpen(null)} />
    </TabSection>
  );
}
