/** Whether a request comes from a phone: the login experiment decides per device class (spec section 2). */
export type DeviceClass = 'mobile' | 'desktop';

const MOBILE_AGENT = /Mobi|Android|iPhone|iPod|Windows Phone/i;

/**
 * A phone by the client hint (`Sec-CH-UA-Mobile: ?1`) or by the user agent's own words. Either is enough: the hint
 * describes the browser's platform and says `?0` under a phone's user agent set by device emulation.
 */
export function deviceClassOf(headers: { get(name: string): string | null | undefined }): DeviceClass {
  if (headers.get('sec-ch-ua-mobile')?.trim() === '?1') return 'mobile';
  return MOBILE_AGENT.test(headers.get('user-agent') ?? '') ? 'mobile' : 'desktop';
}
