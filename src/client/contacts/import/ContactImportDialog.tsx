// CSV import of companies or brokers (POST contacts/<kind>/import): choose a file, map each of its
// columns to a field (a header naming a field is mapped to it; any other is left to the server,
// which also knows common other names; the user may choose or ignore any), import, then the
// report: how many were created and updated, and each rejected row with its reasons.
import UploadIcon from '@mui/icons-material/Upload';
import {
  Alert,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import type { ContactImportReport } from '../../../shared/contacts.ts';
import { useNotifyError } from '../../errors/useNotifyError.ts';
import { useApi } from '../../providers/useApi.ts';
import { useRefreshContacts } from '../contactsApi.ts';
import { guessField, readCsvHeader } from './csvHeaders.ts';

/** Left out of the mapping: the server matches the column by its header. */
const AUTOMATIC = '';
/** Sent as null: the column is not imported. */
const IGNORED = '-';

/** What the server is told: only the columns whose field was chosen or ignored. */
function mappingToSend(mapping: Record<string, string>): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(mapping)
      .filter(([, field]) => field !== AUTOMATIC)
      .map(([header, field]) => [header, field === IGNORED ? null : field]),
  );
}

interface ContactImportButtonProps {
  /** `contacts/companies` or `contacts/brokers`. */
  apiPath: string;
  /** The fields a column can fill, in the order offered. */
  fields: readonly string[];
  /** The resource whose field labels name the fields (`auth/contacts/companies`). */
  resource: string;
}

export function ContactImportReportView({ report }: { report: ContactImportReport }) {
  const translate = useTranslate();
  return (
    <>
      <Alert severity={report.rejected.length ? 'warning' : 'success'} sx={{ mb: 1 }}>
        {translate('contacts.import.summary', { created: report.created, updated: report.updated, rejected: report.rejected.length })}
      </Alert>
      {report.rejected.length > 0 && (
        <Table size="small" aria-label={translate('contacts.import.rejected')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('contacts.import.row')}</TableCell>
              <TableCell>{translate('contacts.import.reasons')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.rejected.map((rejection) => (
              <TableRow key={rejection.row}>
                <TableCell>{rejection.row}</TableCell>
                <TableCell>{Object.values(rejection.errors).flat().join(' ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}

function MappingTable({
  mapping,
  fields,
  resource,
  onChange,
}: {
  mapping: Record<string, string>;
  fields: readonly string[];
  resource: string;
  onChange: (mapping: Record<string, string>) => void;
}) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('contacts.import.mapping')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('contacts.import.column')}</TableCell>
          <TableCell>{translate('contacts.import.field')}</TableCell>
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
                // The automatic choice is an empty value, which a select shows only when told to.
                slotProps={{ select: { displayEmpty: true }, htmlInput: { 'aria-label': translate('contacts.import.field_of', { column: header }) } }}
                onChange={(event) => onChange({ ...mapping, [header]: event.target.value })}
              >
                <MenuItem value={AUTOMATIC}>{translate('contacts.import.automatic')}</MenuItem>
                <MenuItem value={IGNORED}>{translate('contacts.import.ignore')}</MenuItem>
                {fields.map((name) => (
                  <MenuItem key={name} value={name}>
                    {translate(`resources.${resource}.fields.${name}`)}
                  </MenuItem>
                ))}
              </TextField>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function ContactImportButton({ apiPath, fields, resource }: ContactImportButtonProps) {
  const translate = useTranslate();
  const api = useApi();
  const notifyError = useNotifyError();
  const refresh = useRefreshContacts();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<Record<string, string> | null>(null);
  const [report, setReport] = useState<ContactImportReport | null>(null);
  const [pending, setPending] = useState(false);

  const close = () => {
    setOpen(false);
    setFile(null);
    setMapping(null);
    setReport(null);
  };

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setMapping(chosen ? Object.fromEntries((await readCsvHeader(chosen)).map((header) => [header, guessField(header, fields, (name) => translate(`resources.${resource}.fields.${name}`)) || AUTOMATIC])) : null);
  };

  const upload = async () => {
    if (!file || !mapping) return;
    setPending(true);
    try {
      const answer = await api.call<{ data: ContactImportReport }>({ method: 'POST', path: [apiPath, 'import'], data: { file, mapping: JSON.stringify(mappingToSend(mapping)) } });
      setReport(answer.data);
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button label="contacts.import.title" onClick={() => setOpen(true)}>
        <UploadIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="md">
        <DialogTitle>{translate('contacts.import.title')}</DialogTitle>
        <DialogContent>
          {report ? (
            <ContactImportReportView report={report} />
          ) : (
            <>
              <input type="file" accept=".csv,text/csv" aria-label={translate('contacts.import.file')} onChange={(event) => void choose(event.target.files?.[0] ?? null)} />
              {mapping && Object.keys(mapping).length === 0 && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {translate('contacts.import.no_header')}
                </Alert>
              )}
              {mapping && Object.keys(mapping).length > 0 && (
                <>
                  <Typography variant="body2" sx={{ my: 1 }}>
                    {translate('contacts.import.mapping_hint')}
                  </Typography>
                  <MappingTable mapping={mapping} fields={fields} resource={resource} onChange={setMapping} />
                </>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{translate(report ? 'ra.action.close' : 'ra.action.cancel')}</MuiButton>
          {!report && (
            <MuiButton variant="contained" disabled={pending || !file || !mapping || Object.keys(mapping).length === 0} onClick={() => void upload()}>
              {translate('contacts.import.submit')}
            </MuiButton>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
