// English / العربية, in the app bar and on the sign-in pages: each language by its own name, so a
// reader finds his whatever the screen's language is.
import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { LANGUAGE_NAMES, LANGUAGES } from '../../shared/languages.ts';
import { useLanguage } from './language.ts';
import { useChangeLanguage } from './useChangeLanguage.ts';

/** `compact`: the language's name hides on a phone (the app bar has little room there). */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const translate = useTranslate();
  const language = useLanguage();
  const changeLanguage = useChangeLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={translate('app.language.current', { language: LANGUAGE_NAMES[language] })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', minWidth: 0 }}
      >
        <Box component="span" lang={language} sx={compact ? { display: { xs: 'none', sm: 'inline' } } : undefined}>
          {LANGUAGE_NAMES[language]}
        </Box>
      </Button>
      <Menu
        id={menuId}
        aria-label={translate('app.language.label')}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        {LANGUAGES.map((option) => (
          <MenuItem
            key={option}
            lang={option}
            role="menuitemradio"
            aria-checked={option === language}
            selected={option === language}
            onClick={() => {
              setAnchor(null);
              if (option !== language) void changeLanguage(option);
            }}
          >
            {LANGUAGE_NAMES[option]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
