// The construction progress as a labelled bar.
import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function ProgressBar({ value }: { value: number }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 200 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
        aria-label={translate('inventory.fields.construction_progress')}
      />
      <Typography variant="body2">{`${value} %`}</Typography>
    </Box>
  );
}
