// The tabs a project's and a building's page share: the images of the tab's kinds, the mapped
// amenities, 360 media and videos. The page draws its own tabs (overview, availability, payment
// plans, embed) beside these; each renders only on its tab.
import type { InventoryImage, Media360, VideoLink } from '../../../shared/inventory.ts';
import { MappedAmenitiesTab } from '../common/MappedAmenitiesTab.tsx';
import { TAB_IMAGE_KINDS, type InventoryTab } from '../common/inventoryTabs.ts';
import { ImagesTab } from './ImagesTab.tsx';
import { Media360Tab } from './Media360Tab.tsx';
import { VideosTab } from './VideosTab.tsx';

interface MediaTabsProps {
  parent: 'projects' | 'buildings';
  tab: InventoryTab;
  record: { id: number; images: InventoryImage[]; media360: Media360[]; video_links: VideoLink[] };
  onChanged: () => Promise<unknown>;
}

export function MediaTabs({ parent, tab, record, onChanged }: MediaTabsProps) {
  const imageKinds = TAB_IMAGE_KINDS[tab];
  return (
    <>
      {imageKinds && <ImagesTab parent={parent} parentId={record.id} images={record.images} kinds={imageKinds} onChanged={onChanged} />}
      {tab === 'amenities' && <MappedAmenitiesTab parent={parent} parentId={record.id} />}
      {tab === 'media360' && <Media360Tab parent={parent} parentId={record.id} items={record.media360} onChanged={onChanged} />}
      {tab === 'videos' && <VideosTab parent={parent} parentId={record.id} videos={record.video_links} onChanged={onChanged} />}
    </>
  );
}
