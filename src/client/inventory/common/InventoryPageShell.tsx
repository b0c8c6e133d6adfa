// The frame of a project's or building's page: heading with status and actions, then one tab per
// address below the record (`/inventory/projects/:id/gallery`), each shown only when the matrix
// opens it.
import { Box, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ProjectStatus } from '../../../shared/inventory.ts';
import { StatusChip } from './InventoryChips.tsx';
import type { InventoryTab } from './inventoryTabs.ts';

interface InventoryPageShellProps {
  name: string;
  subtitle?: ReactNode;
  status: ProjectStatus;
  basePath: string;
  tabs: readonly InventoryTab[];
  tab: InventoryTab | null;
  actions?: ReactNode;
  children: ReactNode;
}

export function InventoryPageShell({ name, subtitle, status, basePath, tabs, tab, actions, children }: InventoryPageShellProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2 }}>
      <Title title={<span>{name}</span>} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {name}
        </Typography>
        <StatusChip status={status} />
        <Box sx={{ flex: 1 }} />
        {actions}
      </Box>
      {subtitle && <Box sx={{ mb: 1 }}>{subtitle}</Box>}
      {tab !== null && (
        <Tabs value={tab} variant="scrollable" aria-label={translate('inventory.page.tabs_label')} sx={{ mb: 2 }}>
          {tabs.map((name) => (
            <Tab
              key={name}
              value={name}
              label={translate(`inventory.tabs.${name}`)}
              component={Link}
              to={name === 'overview' ? basePath : `${basePath}/${name}`}
            />
          ))}
        </Tabs>
      )}
      {children}
    </Box>
  );
}
