// `/embed/projects/:token`: a project's public page, shown inside other websites' iframes. No
// sign-in, no app chrome and no authenticated call: it renders what `GET embed/projects/{token}`
// answers — the cover, then only the sections the developer chose — and its enquiry form. A
// disabled or unknown token reads "not available".
import { Box, Chip, CircularProgress, Container, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { PublicProjectEmbed } from '../../shared/inventory.ts';
import { formatMoney } from '../../shared/money.ts';
import { useFormatDate } from '../inventory/common/useFormatDate.ts';
import { apiRequest } from '../providers/httpClient.ts';
import { EnquiryForm } from './EnquiryForm.tsx';
import { PublicAvailability } from './PublicAvailability.tsx';
import { PublicGallery } from './PublicGallery.tsx';
import { PublicImage } from './PublicImage.tsx';
import { PublicUnitMix } from './PublicUnitMix.tsx';
import { useFormatLocale } from '../i18n/useFormatLocale.ts';

function ProjectFacts({ project }: { project: PublicProjectEmbed }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const locale = useFormatLocale();
  const { facts, prices } = project;
  if (!facts && !prices) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 2 }} aria-label={translate('inventory.embed.section.facts')} role="list">
      {facts && <Chip role="listitem" label={[facts.city, facts.community].filter(Boolean).join(' · ')} />}
      {facts && <Chip role="listitem" label={translate(`inventory.statuses.${facts.status}`)} color="primary" />}
      {facts?.handover_date && (
        <Chip role="listitem" label={translate('inventory.embed.handover', { date: formatDate(facts.handover_date) })} />
      )}
      {prices && prices.price_from !== null && (
        <Chip
          role="listitem"
          color="secondary"
          label={translate('inventory.embed.prices_from', {
            price: formatMoney(prices.price_from, prices.currency, { locale, wholeUnits: true }),
          })}
        />
      )}
    </Box>
  );
}

export function PublicProjectPage() {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const embed = useQuery({
    queryKey: ['embed', 'project', token],
    queryFn: async () =>
      (await apiRequest<{ data: PublicProjectEmbed }>({ path: ['embed/projects', token], authenticated: false, reportAccessDenied: false }))
        .data,
    retry: false,
    // The form token inside is timed: a page left open keeps the one it was loaded with.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
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
      {project.cover && (
        <PublicImage
          url={project.cover.url}
          alt={translate('inventory.cover_of', { name: project.name })}
          sx={{ width: '100%', aspectRatio: { xs: '4 / 3', sm: '21 / 9' }, borderRadius: 1, mb: 2 }}
        />
      )}
      <Typography variant="h4" component="h1">
        {project.name}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {project.developer_name}
      </Typography>
      <ProjectFacts project={project} />
      {project.description && <Typography sx={{ whiteSpace: 'pre-line', my: 2 }}>{project.description}</Typography>}
      {project.unit_mix && <PublicUnitMix rows={project.unit_mix} currency={project.prices?.currency ?? null} />}
      {project.gallery && project.gallery.length > 0 && <PublicGallery images={project.gallery} projectName={project.name} />}
      {project.availability && <PublicAvailability availability={project.availability} />}
      {project.enquiry && <EnquiryForm token={token} formToken={project.enquiry.form_token} developerName={project.developer_name} />}
    </Container>
  );
}
