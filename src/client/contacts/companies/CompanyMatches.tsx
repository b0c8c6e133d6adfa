// `/auth/contacts/companies/matches`: each company whose trade licence or normalised name matches
// an organization, side by side with that organization and why they match, linking to it — so
// nobody converts a company that is already on the platform.
import { ArrowBackIcon } from '../../layout/directionalIcons.tsx';
import {
  Box,
  Button,
  Card,
  Chip,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TablePagination,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ListResponse } from '../../../shared/api.ts';
import type { CompanyMatch } from '../../../shared/contacts.ts';
import { useCountryName } from '../../i18n/countryNames.ts';
import { QueryFallback } from '../../layout/QueryFallback.tsx';
import { useApi } from '../../providers/useApi.ts';
import { organizationPath } from '../../routing/paths.ts';
import { COMPANIES, contactKeys } from '../contactsApi.ts';

const PER_PAGE = 25;

function MatchRow({ match }: { match: CompanyMatch }) {
  const translate = useTranslate();
  const countryName = useCountryName();
  const { company, organization } = match;
  return (
    <TableRow>
      <TableCell>
        <Typography variant="body2">{company.name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {[company.trade_license_number, countryName(company.country), translate(`contacts.statuses.${company.status}`)]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5}>
          {match.matched_on.map((reason) => (
            <Chip key={reason} size="small" label={translate(`contacts.matches.reasons.${reason}`)} />
          ))}
        </Stack>
      </TableCell>
      <TableCell>
        <MuiLink component={Link} to={organizationPath(organization.id)}>
          {organization.name}
        </MuiLink>
        <Typography variant="caption" color="text.secondary" component="div">
          {[
            organization.trade_license_number,
            translate(`organizations.kinds.${organization.kind}`),
            translate(`organizations.statuses.${organization.status}`, { _: organization.status }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </TableCell>
    </TableRow>
  );
}

export function CompanyMatches() {
  const translate = useTranslate();
  const api = useApi();
  const [page, setPage] = useState(0);
  const matches = useQuery({
    queryKey: [...contactKeys.matches, page],
    queryFn: () =>
      api.call<ListResponse<CompanyMatch>>({ path: 'contacts/companies/matches', data: { page: page + 1, per_page: PER_PAGE } }),
    placeholderData: keepPreviousData,
  });

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="contacts.matches.title" />
      <Button component={Link} to={`/${COMPANIES}`} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {translate('navigation.companies')}
      </Button>
      <Card>
        {!matches.data ? (
          <Box sx={{ p: 2 }}>
            <QueryFallback error={matches.error} />
          </Box>
        ) : matches.data.data.length === 0 ? (
          <Typography sx={{ p: 2 }}>{translate('contacts.matches.none')}</Typography>
        ) : (
          <>
            <Table size="small" aria-label={translate('contacts.matches.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('contacts.matches.company')}</TableCell>
                  <TableCell>{translate('contacts.matches.matched_on')}</TableCell>
                  <TableCell>{translate('contacts.matches.organization')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {matches.data.data.map((match) => (
                  <MatchRow key={`${match.company.id}-${match.organization.id}`} match={match} />
                ))}
              </TableBody>
            </Table>
            <TablePagination
              component="div"
              count={matches.data.meta?.total ?? matches.data.data.length}
              page={page}
              rowsPerPage={PER_PAGE}
              rowsPerPageOptions={[PER_PAGE]}
              onPageChange={(_, next) => setPage(next)}
            />
          </>
        )}
      </Card>
    </Box>
  );
}
