// The search box's place in the app bar: a button, and Ctrl-K (⌘-K on a Mac) from anywhere, open
// the search dialog. The dialog's code is its own chunk, fetched on the first opening, so the
// first download does not grow (docs/architecture.md "The client").
import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { lazyComponent } from '../layout/lazyComponent.tsx';
import { OpeningBackdrop } from '../layout/OpeningBackdrop.tsx';
import { useOpenedOnce } from '../layout/useOpenedOnce.ts';
import { useCan } from '../providers/useCan.ts';

const SearchDialog = lazyComponent(() => import('./SearchDialog.tsx'), 'SearchDialog', <OpeningBackdrop />);

export function SearchButton() {
  const translate = useTranslate();
  const can = useCan();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const allowed = can('search');

  useEffect(() => {
    if (!allowed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [allowed]);

  if (!allowed) return null;
  return (
    <>
      <Tooltip title={translate('search.open')}>
        <IconButton
          color="inherit"
          aria-label={translate('search.open')}
          aria-keyshortcuts="Control+K Meta+K"
          onClick={() => setOpen(true)}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {opened && <SearchDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
