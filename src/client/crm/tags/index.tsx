// The tags resource (`crm/tags`), every page behind crm.tags.manage (the organization's admins).
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { Tag } from '../../../shared/crm.ts';
import { guardedPage } from '../../routing/lazyPage.tsx';

const TagCreate = guardedPage('crm.tags.manage', () => import('./TagPages.tsx'), 'TagCreate');
const TagEdit = guardedPage('crm.tags.manage', () => import('./TagPages.tsx'), 'TagEdit');
const TagList = guardedPage('crm.tags.manage', () => import('./TagPages.tsx'), 'TagList');

export default {
  list: TagList,
  create: TagCreate,
  edit: TagEdit,
  icon: LocalOfferIcon,
  recordRepresentation: (record: Tag) => record.name,
};
