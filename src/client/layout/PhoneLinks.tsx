// A phone number as the links a salesperson uses: the number itself calls it (tel:), the icon
// beside it opens a WhatsApp chat (wa.me takes the international number as digits only, no plus).
// The number reads as PhoneText shows it (national at home) and calls its E.164 form. A national
// number with no home country to read it in gets no WhatsApp link: wa.me would read its trunk 0
// as a country code. Clicks stay on the link, so a list row around it does not open too.
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { IconButton, Link, Stack } from '@mui/material';
import type { MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { normalizePhone } from '../../shared/phones.ts';
import { PhoneText, useFormatPhone } from './PhoneText.tsx';
import { usePhoneHomeCountry } from './usePhoneHomeCountry.ts';

export interface PhoneHrefs {
  tel: string;
  whatsapp: string | null;
}

/**
 * The tel: and wa.me addresses of a phone as typed ("+971 50 123 4567", "(+966) …", "00965…",
 * "04 123 4567", Arabic-Indic digits too): its E.164 key, a national number read in the office's
 * country; without one, a national number stays national.
 */
export function phoneHrefs(phone: string, homeCountry: string | null = null): PhoneHrefs | null {
  const key = normalizePhone(phone, homeCountry);
  if (!key) return null;
  if (key.startsWith('+')) return { tel: `tel:${key}`, whatsapp: `https://wa.me/${key.slice(1)}` };
  return { tel: `tel:${key}`, whatsapp: null };
}

const stayOnLink = (event: MouseEvent) => event.stopPropagation();

export function PhoneLinks({ phone }: { phone: string | null | undefined }) {
  const translate = useTranslate();
  const formatPhone = useFormatPhone();
  const homeCountry = usePhoneHomeCountry();
  const hrefs = phone ? phoneHrefs(phone, homeCountry) : null;
  if (!phone || !hrefs) return null;
  const shown = formatPhone(phone);
  // The tooltip isolates the number left to right, so an Arabic one keeps "+966 50 …" in order;
  // the spoken name needs no such marks.
  const tooltipPhone = `\u2066${shown}\u2069`;
  return (
    <Stack component="span" direction="row" spacing={0.5} sx={{ alignItems: 'center', display: 'inline-flex' }}>
      <Link href={hrefs.tel} onClick={stayOnLink}>
        <PhoneText phone={phone} />
      </Link>
      {hrefs.whatsapp && (
        <IconButton
          component="a"
          href={hrefs.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          size="small"
          onClick={stayOnLink}
          aria-label={translate('layout.whatsapp', { phone: shown })}
          title={translate('layout.whatsapp', { phone: tooltipPhone })}
          sx={{ color: '#1b8f4a' }}
        >
          <WhatsAppIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}
