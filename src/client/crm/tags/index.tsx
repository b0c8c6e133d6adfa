// The tags resource (`crm/tags`), every page behind crm.tags.manage (the organization's admins).
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { Tag } from '../../../shared/crm.ts';
import { RequireAction } from '../../routing/guards.tsx';
import { lazyPage } from '../../routing/lazyPage.tsx';

const TagCreate = lazyPage(() => import('./TagPages.tsx'), 'TagCreate');
const TagEdit = lazyPage(() => import('./TagPages.tsx'), 'TagEdit');
const TagList = lazyPage(() => import('./TagPages.tsx'), 'TagList');

const guarded = (Page: () => React.JSX.Element) =>
  function TagRoute() {
    return (
      <RequireAction action="crm.tags.manage">
        <Page />
      </RequireAction>
    );
  };

export default {
  list: guarded(TagList),
  create: guarded(TagCreate),
  edit: guarded(TagEdit),
  icon: LocalOfferIcon,
  recordRepresentation: (record: Tag) => record.name,
};
