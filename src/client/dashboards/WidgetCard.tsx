// One dashboard widget: a card with its title, its figures as a chart or as a table (a toggle, so
// every figure can be read without the chart), a CSV download of the table, and an empty state.
// Every cell with a link opens the list it summarizes, as the chart's bars do.
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Card, CardContent, CardHeader, IconButton, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { saveDownload } from '../providers/saveDownload.ts';
import { FiguresTable } from './FiguresTable.tsx';
import { widgetCsvText, type WidgetTable } from './widgetTable.ts';

/** The height of a widget's chart, its legend included (px). */
const FIGURES_HEIGHT = 340;

interface WidgetCardProps {
  /** Message key of the title; also names the CSV file. */
  titleKey: string;
  fileName: string;
  /** Undefined while loading. */
  table: WidgetTable | undefined;
  error: unknown;
  /** The chart of the same rows, filling the figures' height; drawn only when there are rows. */
  chart: ReactNode;
  /** Shown above both views (rates, medians, a choice of interval), loading or not: it keeps its height. */
  summary?: ReactNode;
}

export function WidgetCard({ titleKey, fileName, table, error, chart, summary }: WidgetCardProps) {
  const translate = useTranslate();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const title = translate(titleKey);
  const download = () => {
    if (!table) return;
    const blob = new Blob([widgetCsvText(table)], { type: 'text/csv;charset=utf-8' });
    saveDownload({ blob, filename: null }, `${fileName}.csv`);
  };
  return (
    <Card component="section" aria-label={title} variant="outlined">
      <CardHeader
        title={title}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_event, next: 'chart' | 'table' | null) => next && setView(next)}
              aria-label={translate('dashboard.view')}
            >
              <ToggleButton value="chart">{translate('dashboard.as_chart')}</ToggleButton>
              <ToggleButton value="table">{translate('dashboard.as_table')}</ToggleButton>
            </ToggleButtonGroup>
            <Tooltip title={translate('dashboard.download_csv')}>
              <span>
                <IconButton aria-label={translate('dashboard.download_csv')} onClick={download} disabled={!table?.rows.length}>
                  <DownloadIcon />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        }
      />
      <CardContent>
        {summary}
        {/* The figures keep the chart's height while loading, empty or drawn, so nothing below moves
            when the answers arrive (the page's layout shift; bench/RESULTS-client.md). */}
        {table !== undefined && table.rows.length > 0 && view === 'table' ? (
          <Box sx={{ minHeight: FIGURES_HEIGHT }}>
            <FiguresTable table={table} caption={title} />
          </Box>
        ) : (
          <Box sx={{ height: FIGURES_HEIGHT, display: 'flex', flexDirection: 'column' }}>
            {table === undefined ? (
              <QueryFallback error={error} />
            ) : table.rows.length === 0 ? (
              <Typography color="text.secondary">{translate('dashboard.empty')}</Typography>
            ) : (
              chart
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
