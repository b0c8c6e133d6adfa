// The search box's dialog (docs/api.md "Search"): a field whose results arrive as the user types,
// grouped by type with an icon, a title and a secondary line; the arrow keys move through them,
// Enter opens one, Escape closes. Before anything is typed it offers the user's recent searches.
// A combobox over a listbox (WAI-ARIA): the focus stays in the field, the active option is named
// by aria-activedescendant. Loaded on first opening (SearchButton.tsx), outside the first download.
import {
  Box,
  CircularProgress,
  Dialog,
  InputAdornment,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  TextField,
  Typography,
} from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import SearchIcon from '@mui/icons-material/Search';
import { useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { SearchResult } from '../../shared/global-search.ts';
import { useSession } from '../providers/useSession.ts';
import { readRecentSearches, rememberSearch } from './recentSearches.ts';
import { SEARCH_RESULT_ICONS } from './searchIcons.tsx';
import { useGlobalSearch } from './useGlobalSearch.ts';

type Item = { kind: 'recent'; term: string } | { kind: 'result'; result: SearchResult };

const LISTBOX_ID = 'global-search-listbox';
const optionId = (index: number) => `global-search-option-${index}`;

export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const session = useSession();
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState(() => readRecentSearches(session.userId));
  const { results, searching, searchable } = useGlobalSearch(term, session.organizationId);

  const items: Item[] = term.trim()
    ? results.map((result) => ({ kind: 'result', result }))
    : recent.map((recentTerm) => ({ kind: 'recent', term: recentTerm }));
  const current = items.length ? Math.min(active, items.length - 1) : -1;

  const choose = (item: Item) => {
    if (item.kind === 'recent') {
      setTerm(item.term);
      setActive(0);
      return;
    }
    setRecent(rememberSearch(session.userId, term));
    onClose();
    navigate(item.result.route);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!items.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + items.length) % items.length);
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      choose(items[current]!);
    }
  };

  const status = !term.trim()
    ? recent.length
      ? null
      : translate('search.hint')
    : !searchable
      ? translate('search.too_short')
      : !searching && results.length === 0
        ? translate('search.no_results', { term: term.trim() })
        : null;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: 8 } } }}>
      <Box sx={{ p: 2, pb: 1 }}>
        <TextField
          autoFocus
          fullWidth
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder={translate('search.placeholder')}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': translate('search.label'),
              'aria-expanded': items.length > 0,
              'aria-controls': LISTBOX_ID,
              'aria-autocomplete': 'list',
              'aria-activedescendant': current >= 0 ? optionId(current) : undefined,
              maxLength: 100,
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
              endAdornment: searching ? (
                <InputAdornment position="end">
                  <CircularProgress size={20} aria-label={translate('layout.loading')} />
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
      </Box>
      {status && (
        <Typography role="status" color="text.secondary" sx={{ px: 3, pb: 2 }}>
          {status}
        </Typography>
      )}
      <List
        id={LISTBOX_ID}
        role="listbox"
        aria-label={translate('search.results')}
        dense
        sx={{ maxHeight: '60vh', overflowY: 'auto', pt: 0 }}
      >
        {items.map((item, index) => {
          const previous = items[index - 1];
          const group =
            item.kind === 'recent'
              ? index === 0 && translate('search.recent')
              : (previous?.kind !== 'result' || previous.result.type !== item.result.type) && translate(`search.types.${item.result.type}`);
          const Icon = item.kind === 'recent' ? HistoryIcon : SEARCH_RESULT_ICONS[item.result.type];
          return [
            group ? (
              <ListSubheader key={`group-${index}`} role="presentation" disableSticky>
                {group}
              </ListSubheader>
            ) : null,
            <ListItemButton
              key={item.kind === 'recent' ? `recent-${item.term}` : `${item.result.type}-${item.result.id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              selected={index === current}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(item)}
            >
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              {item.kind === 'recent' ? (
                <ListItemText primary={item.term} />
              ) : (
                <ListItemText primary={item.result.title} secondary={item.result.secondary} />
              )}
            </ListItemButton>,
          ];
        })}
      </List>
    </Dialog>
  );
}
