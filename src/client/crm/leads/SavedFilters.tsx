// Saved filters of a list, per user (GET/POST saved-filters, DELETE saved-filters/{id}): save the
// current filters under a name, apply one, delete one. A user keeps at most
// MAX_SAVED_FILTERS_PER_LIST on a list, so one page of the paged list holds them all.
import BookmarkIcon from '@mui/icons-material/Bookmark';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  ListItemText,
  Menu,
  MenuItem,
  TextField,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useListContext, useTranslate } from 'react-admin';
import { MAX_SAVED_FILTERS_PER_LIST, type SavedFilter } from '../../../shared/account.ts';
import type { ListResponse } from '../../../shared/api.ts';
import type { ListResource } from '../../../shared/list-resources.ts';
import { useNotifyError } from '../../errors/useNotifyError.ts';
import { useApi } from '../../providers/useApi.ts';
import { crmKeys } from '../crmApi.ts';

export function SavedFilters({ resource }: { resource: ListResource }) {
  const api = useApi();
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const { filterValues, setFilters } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const [name, setName] = useState('');
  const saved = useQuery({
    queryKey: crmKeys.savedFilters(resource),
    queryFn: async () =>
      (await api.call<ListResponse<SavedFilter>>({ path: 'saved-filters', data: { resource, per_page: MAX_SAVED_FILTERS_PER_LIST } })).data,
  });
  const refetch = () => queryClient.invalidateQueries({ queryKey: crmKeys.savedFilters(resource) });

  const save = async () => {
    try {
      await api.call({ method: 'POST', path: 'saved-filters', data: { resource, name: name.trim(), filters: filterValues } });
      setSaving(false);
      setName('');
      await refetch();
    } catch (error) {
      notifyError(error);
    }
  };
  const remove = async (id: number) => {
    try {
      await api.call({ method: 'DELETE', path: ['saved-filters', id] });
      await refetch();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <>
      <Button label="crm.saved_filters.title" onClick={(event) => setAnchor(event.currentTarget)}>
        <BookmarkIcon />
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {(saved.data ?? []).map((filter) => (
          <MenuItem
            key={filter.id}
            onClick={() => {
              setFilters(filter.filters, {});
              setAnchor(null);
            }}
          >
            <ListItemText>{filter.name}</ListItemText>
            <IconButton
              size="small"
              aria-label={translate('crm.saved_filters.delete', { name: filter.name })}
              onClick={(event) => {
                event.stopPropagation();
                void remove(filter.id);
              }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </MenuItem>
        ))}
        {saved.data?.length === 0 && <MenuItem disabled>{translate('crm.saved_filters.none')}</MenuItem>}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setSaving(true);
          }}
        >
          {translate('crm.saved_filters.save_current')}
        </MenuItem>
      </Menu>
      <Dialog open={saving} onClose={() => setSaving(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('crm.saved_filters.save_current')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('crm.saved_filters.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setSaving(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" disabled={name.trim() === ''} onClick={() => void save()}>
            {translate('ra.action.save')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
