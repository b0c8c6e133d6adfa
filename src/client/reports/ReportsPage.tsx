// The Reports area (docs/product.md "Reports"): the reports the caller's role may open, each a
// card leading to its own page under /reports. Which ones show is the matrix's to say
// (REPORT_ACTIONS in src/shared/reports.ts).
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { REPORT_ACTIONS, REPORTS } from '../../shared/reports.ts';
import { useCan } from '../providers/useCan.ts';
import { reportPath } from './reportPaths.ts';

export function ReportsPage() {
  const translate = useTranslate();
  const can = useCan();
  const reports = REPORTS.filter((report) => can(REPORT_ACTIONS[report]));
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('reports.title')} />
      <Typography variant="h5" component="h1">
        {translate('reports.title')}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        {reports.map((report) => (
          <li key={report}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={reportPath(report)} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {translate(`reports.${report}.title`)}
                  </Typography>
                  <Typography color="text.secondary">{translate(`reports.${report}.description`)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
