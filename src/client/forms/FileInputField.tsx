// A file field of a react-admin <Form>: a button that opens the file picker, the chosen file's
// name, and the field's error (from validation or the server's 422) below. The value is the File
// itself, so the httpClient sends the form as multipart.
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { useId, useRef } from 'react';
import { useInput, useTranslate, ValidationError, type ValidationErrorMessage } from 'react-admin';

interface FileInputFieldProps {
  source: string;
  label: string;
  /** The `accept` attribute of the picker (`application/pdf,image/png,image/jpeg`). */
  accept?: string;
  helperText?: string;
}

const keepFile = (value: unknown) => (value instanceof File ? value : null);

export function FileInputField({ source, label, accept, helperText }: FileInputFieldProps) {
  const translate = useTranslate();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { field, fieldState } = useInput({ source, format: keepFile, parse: keepFile });
  const file = field.value instanceof File ? field.value : null;
  // A message, or react-admin's {message, args} form of one: ValidationError shows either.
  const error = fieldState.error?.message as ValidationErrorMessage | undefined;

  return (
    <Box sx={{ my: 1.5, position: 'relative' }}>
      <Typography
        component="label"
        htmlFor={inputId}
        variant="body2"
        color={error ? 'error' : 'text.secondary'}
        sx={{ display: 'block', mb: 0.5 }}
      >
        {translate(label)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" startIcon={<AttachFileIcon />} onClick={() => inputRef.current?.click()}>
          {translate('forms.file.choose')}
        </Button>
        <Typography variant="body2">{file ? file.name : translate('forms.file.none')}</Typography>
      </Box>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={accept}
        tabIndex={-1}
        aria-invalid={error ? true : undefined}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        onChange={(event) => {
          field.onChange(event.target.files?.[0] ?? null);
          field.onBlur();
        }}
      />
      {(error || helperText) && (
        <FormHelperText error={Boolean(error)}>{error ? <ValidationError error={error} /> : translate(helperText!)}</FormHelperText>
      )}
    </Box>
  );
}
