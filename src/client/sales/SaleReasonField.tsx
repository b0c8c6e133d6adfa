// The reason a sale action asks for (cancelling, re-planning, a bounced cheque): required, a few lines.
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export function SaleReasonField({ value, onChange }: { value: string; onChange: (reason: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('sales.fields.reason')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      fullWidth
      multiline
      minRows={2}
    />
  );
}
