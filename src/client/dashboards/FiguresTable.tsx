// A widget's or a report's figures as a table: a header row of column names, numbers aligned to
// the end, and a cell with a link opening the list it counts (dashboards/listLinks.ts).
import { Box, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link } from 'react-router-dom';
import type { WidgetTable } from './widgetTable.ts';

export function FiguresTable({ table, caption }: { table: WidgetTable; caption: string }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {table.columns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row, index) => (
            <TableRow key={index}>
              {row.map((cell, column) => (
                <TableCell key={column} align={cell.value === undefined ? 'inherit' : 'right'}>
                  {cell.link ? (
                    <MuiLink component={Link} to={cell.link}>
                      {cell.text}
                    </MuiLink>
                  ) : (
                    cell.text
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
