// Two related values in one table cell (phone over email, country over city, a unit over its
// project), so a list fits the screen; the second may break anywhere (a long email).
import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function TwoLines({ first, second }: { first: ReactNode; second: string | null }) {
  return (
    <>
      <Typography variant="body2" component="div" noWrap>
        {first}
      </Typography>
      {second && (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
          {second}
        </Typography>
      )}
    </>
  );
}
