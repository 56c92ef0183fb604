import { expect } from 'chai';
import { addBusinessDays, type BusinessCalendar } from './business-days.ts';

const berlin: BusinessCalendar = { timeZone: 'Europe/Berlin', holidays: [] };

function due(start: string, calendar: BusinessCalendar = berlin): string {
  return addBusinessDays(new Date(start), 2, calendar).toISOString();
}

describe('claim deadline: 2 business days', () => {
  it('moves a claim made Friday 16:00 to Tuesday 16:00 local time', () => {
    // 2025-06-13 is a Friday; Berlin is UTC+2 in summer.
    expect(due('2025-06-13T14:00:00.000Z')).to.equal('2025-06-17T14:00:00.000Z');
  });

  it('counts Monday to Wednesday on plain weekdays', () => {
    expect(due('2025-06-16T07:30:15.250Z')).to.equal('2025-06-18T07:30:15.250Z');
  });

  it('skips a configured holiday: Friday 16:00 before a holiday Monday is due Wednesday 16:00', () => {
    const calendar = { ...berlin, holidays: ['2025-06-09'] }; // Whit Monday
    expect(due('2025-06-06T14:00:00.000Z', calendar)).to.equal('2025-06-11T14:00:00.000Z');
  });

  it('skips several holidays in a row', () => {
    const calendar = { ...berlin, holidays: ['2025-12-25', '2025-12-26'] };
    // Wednesday 2025-12-24 10:00 CET → Thursday and Friday are holidays → Monday 29th, Tuesday 30th.
    expect(due('2025-12-24T09:00:00.000Z', calendar)).to.equal('2025-12-30T09:00:00.000Z');
  });

  it('keeps 16:00 local across the spring DST change (95 hours of elapsed time, not 96)', () => {
    // Friday 2024-03-29 16:00 CET (UTC+1); clocks go forward on Sunday 31 March; Tuesday 16:00 CEST is 14:00Z.
    const start = new Date('2024-03-29T15:00:00.000Z');
    const deadline = addBusinessDays(start, 2, berlin);
    expect(deadline.toISOString()).to.equal('2024-04-02T14:00:00.000Z');
    expect((deadline.getTime() - start.getTime()) / 3_600_000).to.equal(95);
  });

  it('keeps 16:00 local across the autumn DST change', () => {
    // Friday 2024-10-25 16:00 CEST (UTC+2); clocks go back on Sunday 27 October; Tuesday 16:00 CET is 15:00Z.
    expect(due('2024-10-25T14:00:00.000Z')).to.equal('2024-10-29T15:00:00.000Z');
  });

  it('starts counting at 00:00 of the next business day when registered on a weekend', () => {
    // Saturday 2025-06-14 10:00 → Monday 00:00 → Wednesday 00:00 local (22:00Z Tuesday).
    expect(due('2025-06-14T08:00:00.000Z')).to.equal('2025-06-17T22:00:00.000Z');
  });

  it('reads the weekday in the configured time zone, not in UTC', () => {
    // Friday 23:30 UTC is Saturday 08:30 in Tokyo: counting starts Monday 00:00 Tokyo → Wednesday 00:00 Tokyo.
    const tokyo = { timeZone: 'Asia/Tokyo', holidays: [] };
    expect(due('2025-06-13T23:30:00.000Z', tokyo)).to.equal('2025-06-17T15:00:00.000Z');
  });
});
