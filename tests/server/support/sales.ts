// Sale bodies for the sales tests and the generated sweeps (docs/api.md "Sales").
export const saleBody = (unitId: number, extra: Record<string, unknown> = {}) => ({
  unit_id: unitId,
  booking_date: '2026-03-01',
  buyers: [
    {
      full_name: 'Amira Haddad',
      nationality: 'AE',
      id_number: '784-1990-1234567-1',
      email: 'amira@example.test',
      phone: '+971 50 123 4567',
    },
  ],
  fees: [],
  ...extra,
});
