// A phone number as the links a salesperson uses: the number itself calls it (tel:), the icon
// beside it opens a WhatsApp chat (wa.me takes the international number as digits only, no plus).
// A number without a country code (no leading + or 00) gets no WhatsApp link: wa.me would read it
// as one. Clicks stay on the link, so a list row around it does not open too.
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { IconButton, Link, Stack } from '@mui/material';
import type { MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { normalizePhone } from '../../shared/phones.ts';

export interface PhoneHrefs {
  tel: string;
  whatsapp: string | null;
}

/**
 * The tel: and wa.me addresses of a phone as typed ("+971 50 123 4567", "(+966) …", "00965…",
 * "04 123 4567", Arabic-Indic digits too): the phone key without a default country, so a national
 * number stays national.
 */
export function phoneHrefs(phone: string): PhoneHrefs | null {
  const key = normalizePhone(phone, null);
  if (!key) return null;
  if (key.startsWith('+')) return { tel: `tel:${key}`, whatsapp: `https://wa.me/${key.slice(1)}` };
  return { tel: `tel:${key}`, whatsapp: null };
}

const stayOnLink = (event: MouseEvent) => event.stopPropagation();

export function PhoneLinks({ phone }: { phone: string | null | undefined }) {
  const translate = useTranslate();
  const hrefs = phone ? phoneHrefs(phone) : null;
  if (!phone || !hrefs) return null;
  return (
    <Stack component="span" direction="row" spacing={0.5} sx={{ alignItems: 'center', display: 'inline-flex' }}>
      <Link href={hrefs.tel} onClick={stayOnLink} sx={{ whiteSpace: 'nowrap' }} dir="ltr">
        {phone}
      </Link>
      {hrefs.whatsapp && (
        <IconButton
          component="a"
          href={hrefs.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          size="small"
          onClick={stayOnLink}
          aria-label={translate('layout.whatsapp', { phone })}
          title={translate('layout.whatsapp', { phone })}
          sx={{ color: '#1b8f4a' }}
        >
          <WhatsAppIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}
