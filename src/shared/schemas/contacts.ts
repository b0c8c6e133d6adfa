// Request schemas of the contacts calls: list filters, status changes and the import's text fields.
import { z } from 'zod';
import { BROKER_SORTS, BROKER_STATUSES, COMPANY_SORTS, COMPANY_STATUSES, MAX_BULK_CONTACTS } from '../contacts.ts';
import { oneOrMany } from './list-filters.ts';
import { listQuerySchema } from './lists.ts';
import { countryCodeField, recordId } from './fields.ts';

/** A company becomes `converted` only through convert, never by setting the status. */
const SETTABLE_COMPANY_STATUSES = COMPANY_STATUSES.filter((status) => status !== 'converted') as [string, ...string[]];

export const companyListQuery = listQuerySchema({
  sortable: COMPANY_SORTS,
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  filters: {
    status: oneOrMany(COMPANY_STATUSES, 'status'),
    country: countryCodeField('country').optional(),
  },
});
export type CompanyListQuery = z.infer<typeof companyListQuery>;

export const brokerListQuery = listQuerySchema({
  sortable: BROKER_SORTS,
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  filters: { status: oneOrMany(BROKER_STATUSES, 'status') },
});
export type BrokerListQuery = z.infer<typeof brokerListQuery>;

export const companyStatusBody = z.object({
  status: z.enum(SETTABLE_COMPANY_STATUSES as [CompanySettableStatus, ...CompanySettableStatus[]], {
    error: `The status must be one of: ${SETTABLE_COMPANY_STATUSES.join(', ')} (a company becomes converted through convert).`,
  }),
});
export type CompanySettableStatus = Exclude<(typeof COMPANY_STATUSES)[number], 'converted'>;

export const companyStatusBulkBody = companyStatusBody.extend({
  ids: z
    .array(recordId, { error: 'The ids must be a list of company ids.' })
    .min(1, 'Select at least one company.')
    .max(MAX_BULK_CONTACTS, `At most ${MAX_BULK_CONTACTS} companies at a time.`),
});

export const brokerStatusBody = z.object({
  status: z.enum(BROKER_STATUSES, { error: `The status must be one of: ${BROKER_STATUSES.join(', ')}.` }),
});

/** Converting makes a developer organization unless the caller says it is a broker. */
export const convertBody = z
  .object({ kind: z.enum(['developer', 'broker'], { error: 'The kind must be developer or broker.' }).default('developer') })
  .default({ kind: 'developer' });
