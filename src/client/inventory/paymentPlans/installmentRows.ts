// The installment editor's rows as typed (texts) and the request body they make: the body is what
// the shared schema (shared/schemas/payment-plans.ts) validates on both sides, so the client shows
// the very errors the server would. Totals are summed in hundredths, like the schema does.
import { MONTH_DUE_TYPES, PERCENT_DUE_TYPES, type DueType } from '../../../shared/inventory.ts';
import {
  installmentSchema,
  percentageInHundredths,
  type Installment,
  type PaymentPlanInput,
} from '../../../shared/schemas/payment-plans.ts';

export interface InstallmentRow {
  /** A stable React key: rows move and are removed. */
  key: number;
  label: string;
  percentage: string;
  due_type: DueType;
  due_value: string;
}

let nextKey = 1;

export function newRow(values: Partial<Omit<InstallmentRow, 'key'>> = {}): InstallmentRow {
  return { key: nextKey++, label: '', percentage: '', due_type: 'on_booking', due_value: '', ...values };
}

export function rowsOf(installments: readonly Installment[]): InstallmentRow[] {
  return installments.map((installment) =>
    newRow({
      label: installment.label,
      percentage: String(installment.percentage),
      due_type: installment.due_type,
      due_value: installment.due_value === null ? '' : String(installment.due_value),
    }),
  );
}

/** Whether a due type needs a due value (months, or a construction percentage). */
export function needsDueValue(dueType: DueType): boolean {
  return MONTH_DUE_TYPES.includes(dueType) || PERCENT_DUE_TYPES.includes(dueType);
}

function numberOrUndefined(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

export function planBody(name: string, rows: readonly InstallmentRow[]): PaymentPlanInput {
  return {
    name,
    installments: rows.map((row) => ({
      label: row.label,
      percentage: numberOrUndefined(row.percentage) as number,
      due_type: row.due_type,
      due_value: needsDueValue(row.due_type) ? (numberOrUndefined(row.due_value) ?? null) : null,
    })),
  };
}

/** The rows' total in percent (two decimals), counting only percentages that are numbers. */
export function totalPercentage(rows: readonly InstallmentRow[]): number {
  const hundredths = rows
    .map((row) => percentageInHundredths(Number(row.percentage.trim() || Number.NaN)))
    .filter((value) => !Number.isNaN(value))
    .reduce((sum, value) => sum + value, 0);
  return hundredths / 100;
}

/** The installments when every row is valid on its own (the schedule needs them), else null. */
export function validInstallments(rows: readonly InstallmentRow[]): Installment[] | null {
  const parsed = planBody('', rows).installments.map((installment) => installmentSchema.safeParse(installment));
  return parsed.every((result) => result.success) ? parsed.map((result) => result.data!) : null;
}
