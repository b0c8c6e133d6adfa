// The one way a phone is shown (docs/api.md "Phones"): in the office's national format, another
// country's number in the international one, and always left to right, so "+966 50 123 4567"
// keeps its order on an Arabic screen. PhoneLinks shows it this way too, as a link.
import { formatPhone } from '../../shared/phones.ts';
import { usePhoneHomeCountry } from './usePhoneHomeCountry.ts';

/** The phone as the current office reads it. */
export function useFormatPhone(): (phone: string) => string {
  const homeCountry = usePhoneHomeCountry();
  return (phone) => formatPhone(phone, homeCountry);
}

export function PhoneText({ phone }: { phone: string | null | undefined }) {
  const format = useFormatPhone();
  if (!phone?.trim()) return null;
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {format(phone)}
    </bdi>
  );
}
