// The public page's enquiry form (docs/api.md "Embeds"): name, phone, email, message and a consent
// line, validated with the server's schema and sent with the form token the page was given; a
// 422's messages show under their fields. A honeypot field sits off screen (people never see or
// fill it; form-filling scripts do). Once sent, the form gives way to the server's thanks.
import { Alert, Box, Button, Checkbox, FormControlLabel, FormHelperText, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { embedEnquiryBody } from '../../shared/schemas/inventory.ts';
import { zodFormValidator } from '../forms/zodFormValidator.ts';
import { fieldErrorsOf } from '../providers/apiError.ts';
import { apiRequest } from '../providers/httpClient.ts';

const validate = zodFormValidator(embedEnquiryBody);
const TEXT_FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email' },
] as const;

interface EnquiryValues {
  name: string;
  phone: string;
  email: string;
  message: string;
  consent: boolean;
  website: string;
}

const EMPTY: EnquiryValues = { name: '', phone: '', email: '', message: '', consent: false, website: '' };

export function EnquiryForm({ token, formToken, developerName }: { token: string; formToken: string; developerName: string }) {
  const translate = useTranslate();
  const [values, setValues] = useState<EnquiryValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const title = translate('inventory.embed.enquiry.title');
  const change = (name: keyof EnquiryValues, value: string | boolean) => setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, form_token: formToken };
    const invalid = validate(body);
    setErrors(invalid);
    setFailure(null);
    if (Object.keys(invalid).length > 0) return;
    setPending(true);
    try {
      const answer = await apiRequest<{ message: string }>({
        method: 'POST',
        path: ['embed/projects', token, 'enquiries'],
        data: body,
        authenticated: false,
        reportAccessDenied: false,
      });
      setSent(answer.message);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error) ?? {};
      setErrors(fieldErrors);
      // The form token has no field of its own: its message (too fast, expired) is the alert.
      setFailure(fieldErrors.form_token ?? (error as Error).message);
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="section" aria-label={title} sx={{ my: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {sent ? (
        <Alert severity="success" role="status">
          {sent}
        </Alert>
      ) : (
        <Box
          component="form"
          aria-label={title}
          noValidate
          onSubmit={(event) => void submit(event)}
          sx={{ position: 'relative', maxWidth: 720 }}
        >
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {TEXT_FIELDS.map((field) => (
              <TextField
                key={field.name}
                label={translate(`inventory.embed.enquiry.${field.name}`)}
                type={field.type}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                onChange={(event) => change(field.name, event.target.value)}
                error={Boolean(errors[field.name])}
                helperText={errors[field.name]}
                required={field.name !== 'email'}
                size="small"
              />
            ))}
            <TextField
              label={translate('inventory.embed.enquiry.message')}
              value={values.message}
              onChange={(event) => change('message', event.target.value)}
              error={Boolean(errors.message)}
              helperText={errors.message}
              multiline
              minRows={3}
              size="small"
              sx={{ gridColumn: '1 / -1' }}
            />
          </Box>
          {/* Off screen and out of the tab order: only a script fills it. */}
          <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' }}>
            <input
              name="website"
              aria-label={translate('inventory.embed.enquiry.honeypot')}
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={(event) => change('website', event.target.value)}
            />
          </Box>
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox checked={values.consent} onChange={(event) => change('consent', event.target.checked)} />}
            label={translate('inventory.embed.enquiry.consent', { developer: developerName })}
          />
          {errors.consent && <FormHelperText error>{errors.consent}</FormHelperText>}
          {failure && (
            <Alert severity="error" sx={{ my: 1 }}>
              {failure}
            </Alert>
          )}
          <Box sx={{ mt: 1 }}>
            <Button type="submit" variant="contained" disabled={pending}>
              {translate('inventory.embed.enquiry.send')}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
