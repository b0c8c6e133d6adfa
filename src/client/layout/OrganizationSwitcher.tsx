// App-bar button naming the current organization; its menu lists the user's enabled
// organizations with his role in each, and choosing one switches to it. On a phone the button is
// its icon alone (the name in its tooltip and, ticked, in the menu): beside the menu, bell, refresh
// and user buttons, a name as well left the page's title two letters ("Le…" for Leads).
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import BusinessIcon from '@mui/icons-material/Business';
import { Button, IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { currentOrganization, enabledOrganizations } from '../providers/session.ts';
import { useSession } from '../providers/useSession.ts';
import { usePhone } from './usePhone.ts';
import { useSwitchOrganization } from './useSwitchOrganization.ts';

export function OrganizationSwitcher() {
  const translate = useTranslate();
  const session = useSession();
  const switchOrganization = useSwitchOrganization();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const phone = usePhone();

  const organizations = enabledOrganizations(session);
  if (organizations.length === 0) return null;
  const current = currentOrganization(session);
  const open = anchor !== null;

  const buttonProps = {
    color: 'inherit',
    'aria-label': translate('layout.organization_switcher.label'),
    'aria-haspopup': 'menu',
    'aria-controls': open ? menuId : undefined,
    'aria-expanded': open,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  } as const;

  return (
    <>
      {phone ? (
        <Tooltip title={current?.name ?? ''}>
          <IconButton {...buttonProps}>
            <BusinessIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button {...buttonProps} startIcon={<BusinessIcon />} endIcon={<ArrowDropDownIcon />} sx={{ textTransform: 'none' }}>
          {current?.name}
        </Button>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        aria-label={translate('layout.organization_switcher.menu_title')}
      >
        {organizations.map((organization) => (
          <MenuItem
            key={organization.id}
            selected={organization.id === current?.id}
            onClick={() => {
              setAnchor(null);
              if (organization.id !== current?.id) switchOrganization(organization.id);
            }}
          >
            <ListItemText primary={organization.name} secondary={translate(`roles.${organization.pivot_role}`)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
