// One report's page: its title and what it tells, a link back to the Reports page, its filters,
// the Excel export (every row for the same filters), and its rows as an accessible table, paged
// when the report pages (the inventory reports), with an empty state.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, TablePagination, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ListMeta } from '../../shared/api.ts';
import type { ReportKey } from '../../shared/reports.ts';
import { FiguresTable } from '../dashboards/FiguresTable.tsx';
import type { WidgetTable } from '../dashboards/widgetTable.ts';
import { useServerAction } from '../forms/useServerAction.ts';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { downloadReport, type ReportQuery } from './reportsApi.ts';
import { REPORTS_PATH } from './reportPaths.ts';

interface ReportFrameProps {
  report: ReportKey;
  filters: ReactNode;
  /** The query the export sends (the page's filters). */
  query: ReportQuery;
  /** Undefined while loading. */
  table: WidgetTable | undefined;
  error: unknown;
  /** A note above the table (where the figures come from). */
  note?: ReactNode;
  /** A message in place of the table when the report cannot be asked yet (an organization to pick). */
  blocked?: string;
  paging?: { meta: ListMeta; onPage: (page: number) => void; onPerPage: (perPage: number) => void };
}

export function ReportFrame({ report, filters, query, table, error, note, blocked, paging }: ReportFrameProps) {
  const translate = useTranslate();
  const { run, pending } = useServerAction();
  const title = translate(`reports.${report}.title`);
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
      <Title title={title} />
      <Box>
        <Button component={Link} to={REPORTS_PATH} size="small" startIcon={<ArrowBackIcon />}>
          {translate('reports.back')}
        </Button>
      </Box>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{translate(`reports.${report}.description`)}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {filters}
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          disabled={pending || Boolean(blocked)}
          onClick={() => void run(() => downloadReport(report, query))}
        >
          {translate('reports.export')}
        </Button>
      </Box>
      <Card variant="outlined">
        <CardContent>
          {note}
          {blocked ? (
            <Alert severity="info">{blocked}</Alert>
          ) : table === undefined ? (
            <QueryFallback error={error} />
          ) : table.rows.length === 0 ? (
            <Typography color="text.secondary">{translate('reports.empty')}</Typography>
          ) : (
            <FiguresTable table={table} caption={title} />
          )}
          {paging && !blocked && table && table.rows.length > 0 && (
            <TablePagination
              component="div"
              count={paging.meta.total}
              page={paging.meta.page - 1}
              rowsPerPage={paging.meta.per_page}
              rowsPerPageOptions={[25, 50, 100]}
              onPageChange={(_event, page) => paging.onPage(page + 1)}
              onRowsPerPageChange={(event) => paging.onPerPage(Number(event.target.value))}
              labelRowsPerPage={translate('reports.per_page')}
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
