// Time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30-second steps), the kind every
// authenticator app reads from an otpauth:// QR code. Secrets are base32, as those apps expect.
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

export const TOTP_ISSUER = 'Realestate Platform';
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Codes of the previous and next step still count: phone clocks drift. */
const WINDOW_STEPS = 1;

export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, accountName = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: accountName,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
  });
}

export function otpauthUrl(secret: string, accountName: string): string {
  return totp(secret, accountName).toString();
}

export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / PERIOD_SECONDS);
}

/** The time step (within ±1 of `now`) whose code `code` is, or null when it is no such code. */
export function matchTotpStep(secret: string, code: string, now: Date): number | null {
  if (!new RegExp(`^\\d{${DIGITS}}$`).test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW_STEPS });
  return delta === null ? null : totpStep(now) + delta;
}

export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}
