// The allocation rule of a sale's payments (docs/domain.md "Payments"): the received receipts, in
// the order they were received (received date, then id), pay the open schedule lines oldest first
// — by due date, then sequence; lines still waiting for a date (a construction milestone not
// reached, a handover without a date) after every dated one. A line may be paid partly; what is
// left when every line is paid is the sale's credit. Pure: the service recomputes a sale's
// allocations from scratch with it after every change (a receipt, a bounce, a re-plan, a cheque
// falling due), so a reversal re-opens lines by construction and the sums are exact.

export interface AllocationLine {
  id: number;
  sequence: number;
  due_date: string | null;
  amount: number;
}

export interface AllocationReceipt {
  id: number;
  received_date: string;
  amount: number;
}

export interface Allocation {
  receipt_id: number;
  line_id: number;
  amount: number;
}

export interface AllocationResult {
  allocations: Allocation[];
  /** Paid per line id (every line present, 0 when unpaid). */
  paid: Map<number, number>;
  /** Received money no line needs: the sale's credit. */
  credit: number;
}

/** Oldest first: dated lines by date then sequence, then the undated by sequence. */
export function compareLines(a: AllocationLine, b: AllocationLine): number {
  if (a.due_date !== b.due_date) {
    if (a.due_date === null) return 1;
    if (b.due_date === null) return -1;
    return a.due_date < b.due_date ? -1 : 1;
  }
  return a.sequence - b.sequence;
}

export function compareReceipts(a: AllocationReceipt, b: AllocationReceipt): number {
  if (a.received_date !== b.received_date) return a.received_date < b.received_date ? -1 : 1;
  return a.id - b.id;
}

export function allocate(lines: readonly AllocationLine[], receipts: readonly AllocationReceipt[]): AllocationResult {
  const ordered = [...lines].sort(compareLines);
  const open = ordered.map((line) => line.amount);
  const paid = new Map(lines.map((line) => [line.id, 0]));
  const allocations: Allocation[] = [];
  let credit = 0;
  let cursor = 0;
  for (const receipt of [...receipts].sort(compareReceipts)) {
    let left = receipt.amount;
    while (left > 0 && cursor < ordered.length) {
      if (open[cursor] === 0) {
        cursor += 1;
        continue;
      }
      const share = Math.min(left, open[cursor]!);
      const line = ordered[cursor]!;
      allocations.push({ receipt_id: receipt.id, line_id: line.id, amount: share });
      paid.set(line.id, paid.get(line.id)! + share);
      open[cursor] -= share;
      left -= share;
    }
    credit += left;
  }
  return { allocations, paid, credit };
}
