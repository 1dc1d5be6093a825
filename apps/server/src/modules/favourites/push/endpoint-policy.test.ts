import { describe, expect, it } from 'vitest';
import { pushEndpointAllowed } from './endpoint-policy';

const production = { production: true, extraHosts: [] };
const demo = { production: false, extraHosts: [] };

describe('pushEndpointAllowed', () => {
  it('takes the https endpoints of the browsers’ push services everywhere', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAB',
    ]) {
      expect(pushEndpointAllowed(endpoint, production)).toBe(true);
      expect(pushEndpointAllowed(endpoint, demo)).toBe(true);
    }
  });

  it('refuses any other host, so a member cannot make the server call an address of their choice', () => {
    for (const endpoint of [
      'https://evil.example.com/notify',
      'https://fcm.googleapis.com.evil.example/x',
      'https://169.254.169.254/latest/meta-data',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'ftp://fcm.googleapis.com/x',
      'not a url',
    ]) {
      expect(pushEndpointAllowed(endpoint, production)).toBe(false);
      expect(pushEndpointAllowed(endpoint, demo)).toBe(false);
    }
  });

  it('takes a push service on this machine in the demo and tests, never in production', () => {
    expect(pushEndpointAllowed('http://localhost:8090/notify/abc', demo)).toBe(true);
    expect(pushEndpointAllowed('http://127.0.0.1:8090/notify/abc', demo)).toBe(true);
    expect(pushEndpointAllowed('http://localhost:8090/notify/abc', production)).toBe(false);
    expect(pushEndpointAllowed('http://10.0.0.5:8090/notify/abc', demo)).toBe(false);
  });

  it('takes the hosts an operator adds, exactly or by *. suffix', () => {
    const options = { production: true, extraHosts: ['push.example.org', '*.push.example.net'] };
    expect(pushEndpointAllowed('https://push.example.org/a', options)).toBe(true);
    expect(pushEndpointAllowed('https://eu.push.example.net/a', options)).toBe(true);
    expect(pushEndpointAllowed('https://push.example.net.evil.com/a', options)).toBe(false);
  });
});
