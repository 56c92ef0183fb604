/**
 * The business-day calendar of claim deadlines: weekends (Saturday, Sunday) and configured holidays are not
 * business days, in one IANA time zone. Pure: the same inputs always give the same instant.
 */
export interface BusinessCalendar {
  timeZone: string;
  /** Local dates (YYYY-MM-DD) that are not business days. */
  holidays: readonly string[];
}

interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const MS_PER_DAY = 86_400_000;

/**
 * The instant `days` business days after `start`, at the same local wall-clock time (Friday 16:00 → Tuesday
 * 16:00). A start on a non-business day counts from 00:00 of the next business day (Saturday 10:00 → Wednesday
 * 00:00). Wall-clock arithmetic keeps the local time across daylight-saving changes; a local time that does
 * not exist on the due day (spring-forward gap) moves forward by the gap.
 */
export function addBusinessDays(start: Date, days: number, calendar: BusinessCalendar): Date {
  const holidays = new Set(calendar.holidays);
  let local = toLocal(start, calendar.timeZone);
  if (!isBusinessDay(local, holidays)) {
    local = { ...nextDay(local), hour: 0, minute: 0, second: 0, millisecond: 0 };
    while (!isBusinessDay(local, holidays)) local = nextDay(local);
  }
  for (let counted = 0; counted < days;) {
    local = nextDay(local);
    if (isBusinessDay(local, holidays)) counted += 1;
  }
  return fromLocal(local, calendar.timeZone);
}

function isBusinessDay(local: LocalDateTime, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(isoDate(local));
}

function nextDay(local: LocalDateTime): LocalDateTime {
  const next = new Date(Date.UTC(local.year, local.month - 1, local.day) + MS_PER_DAY);
  return { ...local, year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

function isoDate(local: LocalDateTime): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(local.year).padStart(4, '0')}-${pad(local.month)}-${pad(local.day)}`;
}

function toLocal(instant: Date, timeZone: string): LocalDateTime {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    millisecond: instant.getUTCMilliseconds(),
  };
}

/** The instant showing this wall-clock time in the zone: two passes settle the offset around a DST change. */
function fromLocal(local: LocalDateTime, timeZone: string): Date {
  const wall = Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour,
    local.minute,
    local.second,
    local.millisecond,
  );
  const firstGuess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(firstGuess, timeZone));
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(epochMs: number, timeZone: string): number {
  const local = toLocal(new Date(epochMs), timeZone);
  const wall = Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour,
    local.minute,
    local.second,
    local.millisecond,
  );
  return wall - epochMs;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let cached = formatters.get(timeZone);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, cached);
  }
  return cached;
}
