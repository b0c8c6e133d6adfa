// Lead import (admins, crm.import) from the leads list: upload a CSV → map its columns to lead
// fields (the server's guess first) → preview (preview=true, nothing written) → apply. Known
// leads are skipped or updated; rejected rows come with their reasons and a CSV report. Its own
// chunk, loaded when the list's "Import" button (LeadImportButton.tsx) is first pressed.
import {
  Alert,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Step,
  StepLabel,
  Stepper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { IMPORT_DUPLICATE_MODES, LEAD_IMPORT_FIELDS, type ImportDuplicateMode, type LeadImportResult } from '../../../shared/crm.ts';
import { useNotifyError } from '../../errors/useNotifyError.ts';
import { saveDownload } from '../../providers/saveDownload.ts';
import { useApi } from '../../providers/useApi.ts';
import { useRefreshLeads } from '../crmApi.ts';

type Stage = 'file' | 'mapping' | 'preview' | 'done';
const STAGES: Stage[] = ['file', 'mapping', 'preview', 'done'];

function ImportSummary({ result }: { result: LeadImportResult }) {
  const translate = useTranslate();
  return (
    <>
      <Alert severity={result.rejected.length ? 'warning' : 'success'} sx={{ mb: 1 }}>
        {translate(result.preview ? 'crm.import.summary_preview' : 'crm.import.summary', {
          created: result.created,
          updated: result.updated,
          skipped: result.skipped,
          rejected: result.rejected.length,
        })}
      </Alert>
      {result.rejected.length > 0 && (
        <Table size="small" aria-label={translate('crm.import.rejected')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('crm.import.row')}</TableCell>
              <TableCell>{translate('crm.import.reasons')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.rejected.slice(0, 50).map((rejection) => (
              <TableRow key={rejection.row}>
                <TableCell>{rejection.row}</TableCell>
                <TableCell>{Object.values(rejection.errors).flat().join(' ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {result.report && (
        <MuiButton sx={{ mt: 1 }} onClick={() => saveDownload({ blob: new Blob([result.report!], { type: 'text/csv' }), filename: 'rejected-leads.csv' }, 'rejected-leads.csv')}>
          {translate('crm.import.download_report')}
        </MuiButton>
      )}
    </>
  );
}

/** Closed by Escape or a click outside, it keeps its step; Cancel and Close start it again. */
export function LeadImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const api = useApi();
  const notifyError = useNotifyError();
  const refreshLeads = useRefreshLeads();
  const [stage, setStage] = useState<Stage>('file');
  const [file, setFile] = useState<File | null>(null);
  const [duplicates, setDuplicates] = useState<ImportDuplicateMode>('skip');
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [result, setResult] = useState<LeadImportResult | null>(null);
  const [pending, setPending] = useState(false);

  const reset = () => {
    setStage('file');
    setFile(null);
    setMapping({});
    setResult(null);
  };

  const send = async (preview: boolean, withMapping: boolean): Promise<LeadImportResult | null> => {
    if (!file) return null;
    setPending(true);
    try {
      const data: Record<string, unknown> = { file, preview: preview ? 'true' : 'false', duplicates };
      if (withMapping) data.mapping = JSON.stringify(Object.fromEntries(Object.entries(mapping).map(([header, field]) => [header, field || null])));
      return (await api.call<{ data: LeadImportResult }>({ method: 'POST', path: 'crm/leads/import', data })).data;
    } catch (error) {
      notifyError(error);
      return null;
    } finally {
      setPending(false);
    }
  };

  const next = async () => {
    if (stage === 'file') {
      // A first preview without a mapping: the server reads the headers and guesses the fields.
      const answer = await send(true, false);
      if (!answer) return;
      setMapping(Object.fromEntries(answer.columns.map((column) => [column.header, column.field ?? ''])));
      setStage('mapping');
    } else if (stage === 'mapping') {
      const answer = await send(true, true);
      if (!answer) return;
      setResult(answer);
      setStage('preview');
    } else if (stage === 'preview') {
      const answer = await send(false, true);
      if (!answer) return;
      setResult(answer);
      setStage('done');
      refreshLeads();
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{translate('crm.import.title')}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={STAGES.indexOf(stage)} sx={{ mb: 2 }}>
          {STAGES.map((step) => (
            <Step key={step}>
              <StepLabel>{translate(`crm.import.steps.${step}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {stage === 'file' && (
          <>
            <input
              type="file"
              accept=".csv,text/csv"
              aria-label={translate('crm.import.file')}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <TextField
              select
              fullWidth
              margin="normal"
              label={translate('crm.import.duplicates')}
              value={duplicates}
              onChange={(event) => setDuplicates(event.target.value as ImportDuplicateMode)}
            >
              {IMPORT_DUPLICATE_MODES.map((mode) => (
                <MenuItem key={mode} value={mode}>
                  {translate(`crm.import.duplicate_modes.${mode}`)}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
        {stage === 'mapping' && (
          <Table size="small" aria-label={translate('crm.import.steps.mapping')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('crm.import.column')}</TableCell>
                <TableCell>{translate('crm.import.field')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {Object.entries(mapping).map(([header, field]) => (
                <TableRow key={header}>
                  <TableCell>{header}</TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      value={field}
                      slotProps={{ htmlInput: { 'aria-label': translate('crm.import.field_of', { column: header }) } }}
                      onChange={(event) => setMapping({ ...mapping, [header]: event.target.value })}
                    >
                      <MenuItem value="">{translate('crm.import.ignore')}</MenuItem>
                      {LEAD_IMPORT_FIELDS.map((name) => (
                        <MenuItem key={name} value={name}>
                          {translate(`crm.import.fields.${name}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {(stage === 'preview' || stage === 'done') && result && <ImportSummary result={result} />}
        {stage === 'preview' && <Typography variant="body2" sx={{ mt: 1 }}>{translate('crm.import.apply_hint')}</Typography>}
      </DialogContent>
      <DialogActions>
        <MuiButton
          onClick={() => {
            onClose();
            reset();
          }}
        >
          {translate(stage === 'done' ? 'ra.action.close' : 'ra.action.cancel')}
        </MuiButton>
        {stage !== 'done' && (
          <MuiButton variant="contained" disabled={pending || !file} onClick={() => void next()}>
            {translate(stage === 'preview' ? 'crm.import.apply' : 'crm.import.next')}
          </MuiButton>
        )}
      </DialogActions>
    </Dialog>
  );
}
