// The amenities mapped to a project or building (`GET inventory/amenities/mapped`), with their
// icon and description; they are chosen on the record's edit form.
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { Amenity } from '../../../shared/inventory.ts';
import { QueryFallback } from '../../layout/QueryFallback.tsx';
import { TabSection } from '../../organizations/TabSection.tsx';
import { inventoryKeys, type InventoryParent } from '../inventoryApi.ts';
import { useApi } from '../../providers/useApi.ts';
import { AmenityIcon } from './AmenityIcon.tsx';

type MappedAmenity = Pick<Amenity, 'id' | 'name' | 'icon'> & Partial<Pick<Amenity, 'description'>>;

export function MappedAmenitiesTab({ parent, parentId }: { parent: InventoryParent; parentId: number }) {
  const translate = useTranslate();
  const api = useApi();
  const mapped = useQuery({
    queryKey: inventoryKeys.mapped(parent, parentId),
    queryFn: async () =>
      (
        await api.call<{ data: MappedAmenity[] }>({
          path: 'inventory/amenities/mapped',
          data: { [parent === 'projects' ? 'project_id' : 'building_id']: parentId },
        })
      ).data,
  });
  return (
    <TabSection titleKey="inventory.tabs.amenities">
      {!mapped.data ? (
        <QueryFallback error={mapped.error} />
      ) : mapped.data.length === 0 ? (
        <Typography color="text.secondary">{translate('inventory.amenities.none_mapped')}</Typography>
      ) : (
        <List dense aria-label={translate('inventory.tabs.amenities')}>
          {mapped.data.map((amenity) => (
            <ListItem key={amenity.id}>
              <ListItemIcon>
                <AmenityIcon name={amenity.icon} />
              </ListItemIcon>
              <ListItemText primary={amenity.name} secondary={amenity.description ?? undefined} />
            </ListItem>
          ))}
        </List>
      )}
    </TabSection>
  );
}
