const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Or just the eight digits: phone keypads often have no slash. */
const DISPLAY_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$|^(\d{2})(\d{2})(\d{4})$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function iso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 2026-02-30 is not. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

export function isoToDisplay(value: string): string {
  if (!isIsoDate(value)) return value;
  const [year, month, day] = value.split('-');
  return `${day}/${month}/${year}`;
}

/** Text that is not a real day is returned trimmed, as typed. */
export function displayToIso(text: string): string {
  const trimmed = text.trim();
  const match = DISPLAY_DATE.exec(trimmed);
  if (!match) return trimmed;
  const [day, month, year] = [
    Number(match[1] ?? match[4]),
    Number(match[2] ?? match[5]),
    Number(match[3] ?? match[6]),
  ];
  return isCalendarDate(year, month, day) ? iso(year, month, day) : trimmed;
}

/** In the local time zone. */
export function localIsoDate(now: Date): string {
  return iso(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

export function addDays(value: string, days: number): string {
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days));
  return iso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}
