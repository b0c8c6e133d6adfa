// What an import did or, previewed, would do: the counts, each refused row with its number and
// reasons as the server gave them, and the refused rows as a CSV when the server sends one.
import { Alert, Button as MuiButton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { saveDownload } from '../providers/saveDownload.ts';
import type { ImportOutcome } from './importDescription.ts';

/** Rows listed on screen when the server also sends them all as a CSV. */
const SHOWN_WITH_REPORT = 50;

function summaryKey(outcome: ImportOutcome): string {
  const counted = outcome.skipped === undefined ? 'summary' : 'summary_with_skipped';
  return `imports.${outcome.preview ? `${counted}_preview` : counted}`;
}

export function ImportReport({ outcome, reportName }: { outcome: ImportOutcome; reportName?: string }) {
  const translate = useTranslate();
  const { report, rejected } = outcome;
  const shown = report ? rejected.slice(0, SHOWN_WITH_REPORT) : rejected;
  return (
    <>
      <Alert severity={rejected.length ? 'warning' : 'success'} sx={{ mb: 1 }}>
        {translate(summaryKey(outcome), {
          created: outcome.created,
          updated: outcome.updated,
          skipped: outcome.skipped,
          rejected: rejected.length,
          smart_count: rejected.length,
        })}
      </Alert>
      {shown.length > 0 && (
        <Table size="small" aria-label={translate('imports.rejected')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('imports.row')}</TableCell>
              <TableCell>{translate('imports.reasons')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((rejection) => (
              <TableRow key={rejection.row}>
                <TableCell>{rejection.row}</TableCell>
                <TableCell>{Object.values(rejection.errors).flat().join(' ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {report && (
        <MuiButton
          sx={{ mt: 1 }}
          onClick={() =>
            saveDownload({ blob: new Blob([report], { type: 'text/csv' }), filename: reportName ?? null }, 'rejected-rows.csv')
          }
        >
          {translate('imports.download_report')}
        </MuiButton>
      )}
    </>
  );
}
