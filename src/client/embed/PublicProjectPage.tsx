// `/embed/projects/:token`: a project's public page, shown inside other websites' iframes. No
// sign-in, no app chrome and no authenticated call: it renders what `GET embed/projects/{token}`
// answers (only the sections the developer chose). A disabled or unknown token reads
// "not available".
import {
  Box,
  ButtonBase,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Container,
  Dialog,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { PublicProjectEmbed } from '../../shared/inventory.ts';
import { useFormatDate } from '../inventory/common/useFormatDate.ts';
import { apiRequest } from '../providers/httpClient.ts';
import { usePublicImage } from './usePublicImage.ts';

function GalleryImage({ thumbnailUrl, alt, onOpen }: { thumbnailUrl: string; alt: string; onOpen: () => void }) {
  const src = usePublicImage(thumbnailUrl);
  return (
    <ButtonBase onClick={onOpen} aria-label={alt} sx={{ borderRadius: 1, overflow: 'hidden' }}>
      {src ? (
        <Box component="img" src={src} alt={alt} sx={{ width: 200, height: 150, objectFit: 'cover', display: 'block' }} />
      ) : (
        <Box sx={{ width: 200, height: 150, bgcolor: 'action.hover' }} />
      )}
    </ButtonBase>
  );
}

function FullImage({ url, alt }: { url: string; alt: string }) {
  const src = usePublicImage(url);
  return src ? (
    <Box component="img" src={src} alt={alt} sx={{ maxWidth: '100%', maxHeight: '85vh', display: 'block' }} />
  ) : (
    <CircularProgress sx={{ m: 4 }} />
  );
}

export function PublicProjectPage() {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const { token = '' } = useParams();
  const [open, setOpen] = useState<string | null>(null);
  const embed = useQuery({
    queryKey: ['embed', 'project', token],
    queryFn: async () =>
      (await apiRequest<{ data: PublicProjectEmbed }>({ path: ['embed/projects', token], authenticated: false, reportAccessDenied: false }))
        .data,
    retry: false,
  });

  if (embed.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={translate('layout.loading')} />
      </Box>
    );
  }
  if (!embed.data) {
    return (
      <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
        <Typography variant="h6" component="p">
          {translate('inventory.embed.not_available')}
        </Typography>
      </Container>
    );
  }
  const project = embed.data;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1">
        {project.name}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {project.developer_name}
      </Typography>
      {project.facts && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 2 }} aria-label={translate('inventory.embed.section.facts')} role="list">
          <Chip role="listitem" label={[project.facts.city, project.facts.community].filter(Boolean).join(' · ')} />
          <Chip role="listitem" label={translate(`inventory.statuses.${project.facts.status}`)} color="primary" />
          {project.facts.handover_date && (
            <Chip role="listitem" label={translate('inventory.embed.handover', { date: formatDate(project.facts.handover_date) })} />
          )}
        </Box>
      )}
      {project.description && <Typography sx={{ whiteSpace: 'pre-line', my: 2 }}>{project.description}</Typography>}
      {project.gallery && project.gallery.length > 0 && (
        <Box
          component="section"
          aria-label={translate('inventory.embed.section.gallery')}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 2 }}
        >
          {project.gallery.map((image, index) => (
            <GalleryImage
              key={image.url}
              thumbnailUrl={image.thumbnail_url}
              alt={translate('inventory.embed.image', { name: project.name, number: index + 1 })}
              onOpen={() => setOpen(image.url)}
            />
          ))}
        </Box>
      )}
      {project.availability && (
        <Card variant="outlined" component="section" aria-label={translate('inventory.embed.section.availability')} sx={{ my: 2 }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate('inventory.embed.section.availability')}
            </Typography>
            <Typography color="text.secondary">
              {translate('inventory.embed.availability_summary', {
                buildings: project.availability.buildings,
                floors: project.availability.floors,
              })}
            </Typography>
            {project.availability.units.total > 0 && (
              <Typography sx={{ mt: 1 }}>
                {translate('inventory.embed.units_summary', {
                  available: project.availability.units.available,
                  total: project.availability.units.total,
                })}
              </Typography>
            )}
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('inventory.fields.name')}</TableCell>
                  <TableCell>{translate('inventory.fields.floors')}</TableCell>
                  <TableCell>{translate('inventory.fields.status')}</TableCell>
                  <TableCell>{translate('inventory.fields.handover_date')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {project.availability.building_list.map((building) => (
                  <TableRow key={building.name}>
                    <TableCell>{building.name}</TableCell>
                    <TableCell>{building.floors ?? '—'}</TableCell>
                    <TableCell>{translate(`inventory.statuses.${building.status}`)}</TableCell>
                    <TableCell>{formatDate(building.handover_date) ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
      <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth="lg">
        {open && <FullImage url={open} alt={project.name} />}
      </Dialog>
    </Container>
  );
}
