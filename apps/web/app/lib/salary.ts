/**
 * What the member typed, as a whole number: group separators of any country version are fine ("120.000",
 * "120,000", "120 000", "120’000"); empty means "no target salary"; anything else is NaN, which the schema
 * refuses with its own message.
 */
export function parseSalary(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!/^(\d+|\d{1,3}([.,'’\s\u00a0\u202f]\d{3})+)$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(/\D/g, ''));
}
