// The live preview of a template body: rendered with the shared renderTemplate on a sample
// company, so the author sees what a company receives; variables a company does not fill stay
// as written, and are listed, since the sender types them in when sending.
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { COMPANY_TEMPLATE_FIELDS, renderTemplate, templateVariables } from '../../shared/contacts.ts';
import { extraTemplateVariables } from '../contacts/companies/companyTemplateValues.ts';

/** The sample company's values, in the UI language. */
function useSampleCompany(): Record<string, string> {
  const translate = useTranslate();
  return Object.fromEntries(COMPANY_TEMPLATE_FIELDS.map((field) => [field, translate(`contacts.templates.sample.${field}`)]));
}

export function TemplatePreview({ body }: { body: string }) {
  const translate = useTranslate();
  const sample = useSampleCompany();
  const variables = templateVariables(body);
  const extra = new Set(extraTemplateVariables(body));
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle2">{translate('contacts.templates.preview')}</Typography>
      <Box
        role="region"
        aria-label={translate('contacts.templates.preview')}
        sx={{ whiteSpace: 'pre-wrap', p: 1.5, mt: 0.5, borderRadius: 1, bgcolor: 'action.hover', minHeight: 48 }}
      >
        {renderTemplate(body, sample)}
      </Box>
      {variables.length > 0 && (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="caption">{translate('contacts.templates.variables')}</Typography>
          {variables.map((name) => (
            <Chip
              key={name}
              size="small"
              variant={extra.has(name) ? 'outlined' : 'filled'}
              label={name}
              title={translate(extra.has(name) ? 'contacts.templates.variable_extra' : 'contacts.templates.variable_company')}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
