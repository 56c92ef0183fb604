import { expect } from 'chai';
import { EARTH_RADIUS_METERS, haversineMeters } from './haversine.ts';

describe('catalog search: haversineMeters', () => {
  it('is zero from a point to itself', () => {
    expect(haversineMeters({ lat: 52.52, lon: 13.405 }, { lat: 52.52, lon: 13.405 })).to.equal(0);
  });

  it('measures a degree of latitude as a 360th of the great circle', () => {
    expect(haversineMeters({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).to.be.closeTo(
      (2 * Math.PI * EARTH_RADIUS_METERS) / 360,
      1e-6,
    );
  });

  it('measures Berlin to Paris as about 878 km, symmetrically', () => {
    const berlin = { lat: 52.52, lon: 13.405 };
    const paris = { lat: 48.8566, lon: 2.3522 };
    expect(haversineMeters(berlin, paris)).to.be.closeTo(877_500, 1_500);
    expect(haversineMeters(paris, berlin)).to.equal(haversineMeters(berlin, paris));
  });

  it('measures antipodes as half the great circle', () => {
    expect(haversineMeters({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).to.be.closeTo(
      Math.PI * EARTH_RADIUS_METERS,
      1e-6,
    );
  });
});
