/**
 * @jest-environment node
 */
// scripts/serve-nginx.ts gives each production server it starts a metrics port of its own, as
// production does (PORT + 1384), or the ones METRICS_PORT names, or none.
import { metricsPortsFor } from '../../scripts/serve-nginx';

describe('serve:nginx metrics ports', () => {
  it("gives two servers two ports: each server's own default, or METRICS_PORT's one port and the next, or its list", () => {
    expect(metricsPortsFor(undefined, [8080, 8081])).toEqual([9464, 9465]);
    expect(metricsPortsFor('', [10081, 10082])).toEqual([11465, 11466]);
    expect(metricsPortsFor('9500', [10081, 10082])).toEqual([9500, 9501]);
    expect(metricsPortsFor('9600 9700', [10081, 10082])).toEqual([9600, 9700]);
  });

  it('turns them all off with 0, and refuses a list that does not match the servers', () => {
    expect(metricsPortsFor('0', [10081, 10082])).toEqual([0, 0]);
    expect(() => metricsPortsFor('9600 9700 9800', [10081, 10082])).toThrow('3 ports for 2 servers');
    expect(() => metricsPortsFor('metrics', [10081])).toThrow('METRICS_PORT');
  });
});
