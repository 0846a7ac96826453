import { describe, expect, it } from 'vitest';
import { HttpClient } from '../../../tests/support/http-client.ts';
import { NAMED, PAINTERS } from '../../../tests/fixtures/tradesmen-search.ts';
import { useSearchDirectory } from '../../../tests/support/tradesmen-search-harness.ts';

const { ctx, search, keys } = useSearchDirectory();
const found = async (qs: string) => keys(await search(qs)).sort();
const named = (...k: string[]) => [...k].sort();

describe('GET /api/tradesmen: one filter at a time', () => {
  it('needs a login', async () => {
    expect((await new HttpClient(ctx.server.url).get('/api/tradesmen')).status).toBe(401);
  });

  it('filters by trade category', async () => {
    expect(await found('category=electrician')).toEqual(named('whitfield', 'bradford', 'capital'));
    expect(await found('category=plumber')).toEqual(named('aire', 'headingley'));
  });

  it('matches free text in name, trades, specializations and description, by word prefix', async () => {
    expect(await found('search=boiler')).toEqual(named('headingley'));
    expect(await found('search=Aire%20Valley')).toEqual(named('aire'));
    expect(await found('search=plumber')).toEqual(named('aire', 'headingley'));
    expect(await found('search=rewir')).toEqual(named('whitfield', 'bradford', 'capital'));
    expect(await found('search=york%20joinery')).toEqual(named('york'));
  });

  it('matches an area name in the location', async () => {
    expect(await found('location=brighton')).toEqual(named('brighton'));
    expect(await found('location=Leeds')).toEqual(named('whitfield', 'aire', 'headingley'));
    expect(await found('location=west%20yorkshire')).toEqual([]); // only in bradford's description, not its location
    expect(await found('location=nowhere%20town')).toEqual([]);
  });

  it('requires every listed specialization', async () => {
    expect(await found('specializations=Bathroom%20Design')).toEqual(named('aire', 'manchester'));
    expect(await found('specializations=Bathroom%20Design,Tiling%20Specialist')).toEqual(named('manchester'));
    expect(await found('specializations=Bathroom%20Design&specializations=Tiling%20Specialist')).toEqual(named('manchester'));
  });

  it('filters by availability, including emergency', async () => {
    expect(await found('availability=busy')).toEqual(named('aire'));
    expect(await found('availability=emergency')).toEqual(named('capital'));
    expect(await found('availability=unavailable')).toEqual(named('york'));
  });

  it('filters by minimum rating derived from reviews', async () => {
    expect(await found('minRating=4.5')).toEqual(named('whitfield', 'york', 'manchester', 'capital'));
    expect(await found('minRating=4.7')).toEqual(named('york', 'capital'));
  });

  it('filters by hourly rate range, leaving out profiles without a rate', async () => {
    expect(await found('minHourlyRate=50&maxHourlyRate=70')).toEqual(named('aire', 'headingley', 'york'));
    const cheap = await found('maxHourlyRate=40&limit=50');
    expect(cheap).toEqual(named('bradford', 'manchester', ...Array.from({ length: PAINTERS }, (_, i) => `painter${i + 1}`)));
    expect(cheap).not.toContain('brighton');
  });

  it('filters verified only and has reviews; false means no filter', async () => {
    expect(await found('verified=true')).toEqual(named('whitfield', 'aire', 'bradford', 'york', 'capital'));
    expect(await found('hasReviews=true')).toEqual(named('whitfield', 'aire', 'bradford', 'york', 'manchester', 'capital'));
    expect((await search('verified=false&limit=50')).length).toBe(Object.keys(NAMED).length + PAINTERS);
  });

  it('filters by response time, that fast or faster', async () => {
    expect(await found('responseTime=1hour')).toEqual(named('aire', 'capital'));
    expect(await found('responseTime=2hours')).toEqual(named('whitfield', 'aire', 'manchester', 'capital'));
  });

  it('filters by portfolio project type', async () => {
    expect(await found('projectType=heritage')).toEqual(named('york'));
    expect(await found('projectType=renovation')).toEqual(named('whitfield'));
  });

  it("treats 'all' and empty values as no filter", async () => {
    expect((await search('category=all&availability=all&responseTime=all&projectType=&minRating=&limit=50')).length).toBe(
      Object.keys(NAMED).length + PAINTERS,
    );
  });
});

describe('GET /api/tradesmen: combinations', () => {
  it('combines trade, postcode and radius with rating', async () => {
    expect(await found('category=electrician&location=LS6&maxDistance=25')).toEqual(named('whitfield', 'bradford'));
    expect(await found('category=electrician&location=LS6&maxDistance=25&minRating=4.5')).toEqual(named('whitfield'));
  });

  it('combines trade, verified and response time', async () => {
    expect(await found('category=electrician&verified=true&responseTime=1hour')).toEqual(named('capital'));
  });

  it('combines free text with distance', async () => {
    expect(await found('search=bathroom&location=M1&maxDistance=50')).toEqual(named('aire', 'manchester'));
  });

  it('combines reviews, price and location', async () => {
    expect(await found('hasReviews=true&maxHourlyRate=50&location=ls6')).toEqual(named('whitfield', 'bradford'));
  });

  it('applies every filter at once, and one mismatch empties the list', async () => {
    const all =
      'category=electrician&search=rewiring&location=LS6%202AB&maxDistance=10&specializations=Electrical%20Rewiring' +
      '&availability=available&minRating=4&minHourlyRate=40&maxHourlyRate=50&verified=true&hasReviews=true&responseTime=2hours&projectType=renovation';
    expect(await found(all)).toEqual(['whitfield']);
    expect(await found(all.replace('responseTime=2hours', 'responseTime=1hour'))).toEqual([]);
    expect(await found(all.replace('projectType=renovation', 'projectType=heritage'))).toEqual([]);
  });
});
