// Turning what number inputs hold into what the API takes: an empty or unreadable number becomes
// null, so an optional field can be cleared. (Blank text is blankToNull: src/shared/schemas/fields.ts.)
export const toNumberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined || Number.isNaN(Number(value)) ? null : Number(value);
