// The tags resource (`crm/tags`), every page behind crm.tags.manage (the organization's admins).
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { Tag } from '../../../shared/crm.ts';
import { RequireAction } from '../../routing/guards.tsx';
import { TagCreate, TagEdit, TagList } from './TagPages.tsx';

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
