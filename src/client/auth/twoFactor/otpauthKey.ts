// The key to type into an authenticator app by hand: the `secret` parameter of the otpauth URL
// the QR code encodes (`otpauth://totp/Issuer:email?secret=BASE32&issuer=…`).

export function manualKeyOf(otpauthUrl: string): string | null {
  try {
    const secret = new URL(otpauthUrl).searchParams.get('secret');
    return secret ? secret.replace(/\s+/g, '').toUpperCase() : null;
  } catch {
    return null;
  }
}

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to read off a screen and type. */
export function groupedKey(key: string): string {
  return key.match(/.{1,4}/g)?.join(' ') ?? key;
}

/** The QR code's SVG as an image address: shown in an <img>, its markup never enters the page. */
export function svgImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
