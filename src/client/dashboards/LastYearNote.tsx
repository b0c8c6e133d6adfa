// Said on a widget that reads the last year because no period was picked (usePeriodOrLastYear.ts).
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function LastYearNote() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('dashboard.period.last_year')}
    </Typography>
  );
}
