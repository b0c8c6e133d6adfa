// Arabic-Indic (U+0660–U+0669) and Eastern Arabic-Indic (U+06F0–U+06F9) digits, as an Arabic
// keyboard types them, read as the Latin digits they are: "٠٥٠ ١٢٣ ٤٥٦٧" is 050 123 4567.
// Search (search.ts) and phone keys (phones.ts) use it; their SQL twins translate the same digits.

const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

export function toLatinDigits(text: string): string {
  return text.replace(ARABIC_INDIC_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}
