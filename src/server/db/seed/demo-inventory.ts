// Demo inventory of Skyline Builders: three projects in Dubai communities with coordinates, six
// buildings, amenities mapped to them, pictures drawn from SVG (no network: skyline gradients
// with the name, and a 2:1 equirectangular panorama for the 360 view), payment plans on every
// building, video links and a published embed. The pictures are rendered and stored before the
// seed's transaction (storeDemoInventoryFiles), and removed again if it fails.
import { randomBytes } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ImageKind } from '../../../shared/inventory.ts';
import type { Installment } from '../../../shared/schemas/payment-plans.ts';
import { makeThumbnail, panoramaSvg, renderSvgToJpegFile, skylineSvg } from '../../services/images.ts';
import type { StoredImage } from '../../modules/inventory/stored-images.ts';
import type { FileStorage } from '../../services/storage.ts';
import type { Executor } from '../client.ts';
import {
  amenities,
  buildingAmenities,
  buildings,
  inventoryImages,
  media360,
  paymentPlans,
  projectAmenities,
  projects,
  videoLinks,
} from '../inventory-schema.ts';

interface DemoBuilding {
  name: string;
  floors: number;
  status: 'off_plan' | 'under_construction' | 'ready';
  handover_date: string;
  plans: (keyof typeof PLANS)[];
  amenities: string[];
}

interface DemoProject {
  name: string;
  community: string;
  address: string;
  latitude: number;
  longitude: number;
  status: 'off_plan' | 'under_construction' | 'ready';
  launch_date: string;
  handover_date: string;
  construction_progress: number;
  description: string;
  regulator_number: string;
  escrow_account: string;
  hue: number;
  amenities: string[];
  buildings: DemoBuilding[];
}

const AMENITIES: { name: string; icon: string; description: string }[] = [
  { name: 'Infinity pool', icon: 'pool', description: 'Temperature-controlled rooftop pool with skyline views.' },
  { name: 'Fitness centre', icon: 'fitness_center', description: 'Fully equipped gym open around the clock.' },
  { name: 'Kids’ play area', icon: 'child_care', description: 'Shaded indoor and outdoor play areas.' },
  { name: 'Covered parking', icon: 'local_parking', description: 'Allocated basement parking for every unit.' },
  { name: 'Concierge', icon: 'room_service', description: 'Lobby concierge and 24/7 security.' },
  { name: 'Jogging track', icon: 'directions_run', description: 'Landscaped running track around the community.' },
  { name: 'BBQ area', icon: 'outdoor_grill', description: 'Bookable barbecue terraces.' },
];

const PLANS: Record<string, { name: string; installments: Installment[] }> = {
  standard: {
    name: '20/40/40',
    installments: [
      { label: 'Booking', percentage: 20, due_type: 'on_booking', due_value: null },
      { label: 'During construction', percentage: 40, due_type: 'construction_percent', due_value: 50 },
      { label: 'On handover', percentage: 40, due_type: 'on_handover', due_value: null },
    ],
  },
  milestones: {
    name: '10/70/20 construction milestones',
    installments: [
      { label: 'Down payment', percentage: 10, due_type: 'on_booking', due_value: null },
      { label: '3 months after booking', percentage: 10, due_type: 'months_after_booking', due_value: 3 },
      { label: '25% construction', percentage: 20, due_type: 'construction_percent', due_value: 25 },
      { label: '50% construction', percentage: 20, due_type: 'construction_percent', due_value: 50 },
      { label: '75% construction', percentage: 20, due_type: 'construction_percent', due_value: 75 },
      { label: 'On handover', percentage: 20, due_type: 'on_handover', due_value: null },
    ],
  },
  postHandover: {
    name: '60/40 post-handover',
    installments: [
      { label: 'Booking', percentage: 20, due_type: 'on_booking', due_value: null },
      { label: 'On handover', percentage: 40, due_type: 'on_handover', due_value: null },
      { label: '12 months after handover', percentage: 20, due_type: 'months_after_handover', due_value: 12 },
      { label: '24 months after handover', percentage: 20, due_type: 'months_after_handover', due_value: 24 },
    ],
  },
};

const PROJECTS: DemoProject[] = [
  {
    name: 'Marina Vista Residences',
    community: 'Dubai Marina',
    address: 'Al Marsa Street, Dubai Marina',
    latitude: 25.0805,
    longitude: 55.1403,
    status: 'under_construction',
    launch_date: '2024-03-01',
    handover_date: '2027-12-31',
    construction_progress: 45,
    description:
      'Two waterfront towers of one- to four-bedroom apartments with marina and sea views, steps from the promenade and the tram.',
    regulator_number: 'RERA-DM-2024-0117',
    escrow_account: 'ENBD-ESC-0041177',
    hue: 205,
    amenities: ['Infinity pool', 'Fitness centre', 'Concierge', 'Covered parking'],
    buildings: [
      {
        name: 'Vista Tower A',
        floors: 52,
        status: 'under_construction',
        handover_date: '2027-09-30',
        plans: ['standard', 'milestones'],
        amenities: ['Infinity pool', 'Concierge'],
      },
      {
        name: 'Vista Tower B',
        floors: 44,
        status: 'under_construction',
        handover_date: '2027-12-31',
        plans: ['milestones'],
        amenities: ['Fitness centre'],
      },
    ],
  },
  {
    name: 'Bay Square Lofts',
    community: 'Business Bay',
    address: 'Marasi Drive, Business Bay',
    latitude: 25.185,
    longitude: 55.273,
    status: 'off_plan',
    launch_date: '2025-06-01',
    handover_date: '2028-09-30',
    construction_progress: 8,
    description: 'Loft-style studios and duplexes on the canal, minutes from Downtown Dubai, with co-working floors and a rooftop lounge.',
    regulator_number: 'RERA-BB-2025-0342',
    escrow_account: 'ADCB-ESC-0093120',
    hue: 265,
    amenities: ['Fitness centre', 'Concierge', 'Covered parking'],
    buildings: [
      {
        name: 'Loft One',
        floors: 28,
        status: 'off_plan',
        handover_date: '2028-06-30',
        plans: ['standard', 'postHandover'],
        amenities: ['Fitness centre'],
      },
      {
        name: 'Loft Two',
        floors: 32,
        status: 'off_plan',
        handover_date: '2028-09-30',
        plans: ['postHandover'],
        amenities: ['Covered parking'],
      },
    ],
  },
  {
    name: 'Hills Park Villas',
    community: 'Dubai Hills Estate',
    address: 'Hills Park Boulevard, Dubai Hills Estate',
    latitude: 25.112,
    longitude: 55.245,
    status: 'ready',
    launch_date: '2021-02-01',
    handover_date: '2024-06-30',
    construction_progress: 100,
    description: 'Low-rise residences and terraced homes overlooking the park and the golf course, ready to move in.',
    regulator_number: 'RERA-DH-2021-0078',
    escrow_account: 'MSHQ-ESC-0020415',
    hue: 130,
    amenities: ['Kids’ play area', 'Jogging track', 'BBQ area', 'Infinity pool'],
    buildings: [
      {
        name: 'Park Terrace',
        floors: 12,
        status: 'ready',
        handover_date: '2024-03-31',
        plans: ['standard'],
        amenities: ['Kids’ play area', 'BBQ area'],
      },
      {
        name: 'Greenview Residences',
        floors: 9,
        status: 'ready',
        handover_date: '2024-06-30',
        plans: ['standard', 'postHandover'],
        amenities: ['Jogging track'],
      },
    ],
  },
];

const VIDEOS = [
  {
    project: 'Marina Vista Residences',
    title: 'Marina Vista launch film',
    url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    provider: 'youtube' as const,
    video_id: 'aqz-KE-bpKQ',
    embed_url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  },
  {
    project: 'Bay Square Lofts',
    title: 'Bay Square walkthrough',
    url: 'https://vimeo.com/76979871',
    provider: 'vimeo' as const,
    video_id: '76979871',
    embed_url: 'https://player.vimeo.com/video/76979871',
  },
];

export interface DemoInventoryFiles {
  /** Per project name: its gallery pictures; per building name: its picture. */
  projectGalleries: Record<string, StoredImage[]>;
  buildingPictures: Record<string, StoredImage>;
  panorama: StoredImage;
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

async function storePicture(storage: FileStorage, svg: string, fileName: string, folder: string): Promise<StoredImage> {
  const source = await renderSvgToJpegFile(svg, fileName);
  try {
    const thumbnail = await makeThumbnail(source);
    const size = (await stat(source)).size;
    const thumbnailPath = await storage.put(thumbnail.path, { folder: `${folder}-thumbnails`, extension: 'webp' });
    await rm(path.dirname(thumbnail.path), { recursive: true, force: true });
    const filePath = await storage.put(source, { folder, extension: 'jpg' });
    return {
      file_path: filePath,
      thumbnail_path: thumbnailPath,
      file_name: fileName,
      content_type: 'image/jpeg',
      size,
      width: thumbnail.width,
      height: thumbnail.height,
    };
  } finally {
    await rm(path.dirname(source), { recursive: true, force: true });
  }
}

/** Renders and stores every demo picture (in parallel: the seed runs at every start of a fresh database). */
export async function storeDemoInventoryFiles(storage: FileStorage): Promise<DemoInventoryFiles> {
  const galleries = PROJECTS.map((project, p) =>
    Promise.all(
      ['Exterior', 'Amenities'].map((view, i) =>
        storePicture(
          storage,
          skylineSvg({
            title: project.name,
            subtitle: `${project.community} · ${view}`,
            hue: (project.hue + i * 25) % 360,
            seed: 101 + p * 10 + i,
          }),
          `${slug(project.name)}-${i + 1}.jpg`,
          'inventory-images',
        ),
      ),
    ),
  );
  const buildingPictures = PROJECTS.flatMap((project, p) =>
    project.buildings.map((building, b) =>
      storePicture(
        storage,
        skylineSvg({
          title: building.name,
          subtitle: project.name,
          width: 960,
          height: 640,
          hue: (project.hue + 180 + b * 20) % 360,
          seed: 501 + p * 10 + b,
        }),
        `${slug(building.name)}.jpg`,
        'inventory-images',
      ),
    ),
  );
  const panorama = storePicture(
    storage,
    panoramaSvg({ title: 'Marina Vista sky lounge', hue: 205, seed: 907 }),
    'marina-vista-sky-lounge-360.jpg',
    'media360',
  );
  const settled = await Promise.allSettled([...galleries, ...buildingPictures, panorama]);
  const stored = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value].flat() : []));
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) {
    await removeDemoInventoryFiles(storage, stored);
    throw (failure as PromiseRejectedResult).reason;
  }
  const values = settled.map((result) => (result as PromiseFulfilledResult<StoredImage | StoredImage[]>).value);
  const projectGalleries = Object.fromEntries(PROJECTS.map((project, i) => [project.name, values[i] as StoredImage[]]));
  const buildingNames = PROJECTS.flatMap((project) => project.buildings.map((building) => building.name));
  const buildingMap = Object.fromEntries(buildingNames.map((name, i) => [name, values[PROJECTS.length + i] as StoredImage]));
  return { projectGalleries, buildingPictures: buildingMap, panorama: values.at(-1) as StoredImage };
}

async function removeDemoInventoryFiles(storage: FileStorage, pictures: StoredImage[]) {
  await Promise.all(pictures.flatMap((picture) => [picture.file_path, picture.thumbnail_path]).map((key) => storage.remove(key)));
}

export function demoInventoryKeys(files: DemoInventoryFiles): string[] {
  return [...Object.values(files.projectGalleries).flat(), ...Object.values(files.buildingPictures), files.panorama].flatMap((picture) => [
    picture.file_path,
    picture.thumbnail_path,
  ]);
}

export async function seedDemoInventory(tx: Executor, files: DemoInventoryFiles, developerId: number): Promise<void> {
  const amenityRows = await tx
    .insert(amenities)
    .values(AMENITIES.map((amenity) => ({ organization_id: developerId, ...amenity })))
    .returning({ id: amenities.id, name: amenities.name });
  const amenityId = (name: string) => amenityRows.find((row) => row.name === name)!.id;

  for (const [p, project] of PROJECTS.entries()) {
    const published = p === 0;
    const [projectRow] = await tx
      .insert(projects)
      .values({
        organization_id: developerId,
        city: 'Dubai',
        name: project.name,
        community: project.community,
        address: project.address,
        latitude: project.latitude,
        longitude: project.longitude,
        status: project.status,
        launch_date: project.launch_date,
        handover_date: project.handover_date,
        construction_progress: project.construction_progress,
        description: project.description,
        regulator_number: project.regulator_number,
        escrow_account: project.escrow_account,
        embed_enabled: published,
        embed_token: published ? randomBytes(16).toString('base64url') : null,
        embed_show: published
          ? { facts: true, description: true, gallery: true, availability: true, unit_mix: true, prices: true, enquiry: true }
          : null,
      })
      .returning({ id: projects.id });
    const projectId = projectRow!.id;
    await tx
      .insert(projectAmenities)
      .values(project.amenities.map((name) => ({ organization_id: developerId, project_id: projectId, amenity_id: amenityId(name) })));
    await tx.insert(inventoryImages).values(
      files.projectGalleries[project.name]!.map((picture, position) => ({
        organization_id: developerId,
        project_id: projectId,
        kind: 'gallery' as ImageKind,
        position,
        ...picture,
      })),
    );
    if (published) {
      await tx.insert(media360).values({
        organization_id: developerId,
        project_id: projectId,
        title: 'Sky lounge 360°',
        kind: 'image',
        file_path: files.panorama.file_path,
        thumbnail_path: files.panorama.thumbnail_path,
        file_name: files.panorama.file_name,
        content_type: files.panorama.content_type,
        size: files.panorama.size,
      });
    }
    const videos = VIDEOS.filter((video) => video.project === project.name);
    if (videos.length) {
      await tx.insert(videoLinks).values(
        videos.map((video) => ({
          organization_id: developerId,
          project_id: projectId,
          title: video.title,
          url: video.url,
          provider: video.provider,
          video_id: video.video_id,
          embed_url: video.embed_url,
        })),
      );
    }

    for (const building of project.buildings) {
      const [buildingRow] = await tx
        .insert(buildings)
        .values({
          organization_id: developerId,
          project_id: projectId,
          name: building.name,
          floors: building.floors,
          status: building.status,
          handover_date: building.handover_date,
        })
        .returning({ id: buildings.id });
      const buildingId = buildingRow!.id;
      await tx
        .insert(buildingAmenities)
        .values(building.amenities.map((name) => ({ organization_id: developerId, building_id: buildingId, amenity_id: amenityId(name) })));
      await tx.insert(inventoryImages).values({
        organization_id: developerId,
        building_id: buildingId,
        kind: 'gallery',
        position: 0,
        ...files.buildingPictures[building.name]!,
      });
      await tx.insert(paymentPlans).values(
        building.plans.map((plan) => ({
          organization_id: developerId,
          building_id: buildingId,
          name: PLANS[plan]!.name,
          installments: PLANS[plan]!.installments,
        })),
      );
    }
  }
}
