import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { alipaySignContent, signAlipayParams, signRsa2, verifyRsa2 } from './alipay-signing.js';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });

/** The console shows keys as bare base64 DER, without PEM armour or line breaks. */
function bare(pem: string): string {
  return pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
}

describe('alipaySignContent', () => {
  it('sorts by key in ASCII order, drops empty values and sign, keeps values unencoded', () => {
    const content = alipaySignContent({
      total_amount: '12.34',
      subject: '钻石 x60 & more',
      app_id: '2021000000000000',
      Zeta: 'upper case sorts first',
      empty: '',
      missing: undefined,
      notify_url: 'https://tifo.example/api/pay?x=1',
      sign: 'ignored',
      sign_type: 'RSA2',
    });
    expect(content).toBe(
      'Zeta=upper case sorts first&app_id=2021000000000000' +
        '&notify_url=https://tifo.example/api/pay?x=1&sign_type=RSA2' +
        '&subject=钻石 x60 & more&total_amount=12.34',
    );
  });

  it('leaves out sign_type for a notify', () => {
    expect(
      alipaySignContent(
        { b: '2', sign_type: 'RSA2', a: '1', sign: 'x' },
        { excludeSignType: true },
      ),
    ).toBe('a=1&b=2');
  });
});

describe('RSA2 signatures', () => {
  const params = { app_id: '2021000000000000', total_amount: '0.01', out_trade_no: 'T1' };

  it('verifies what was signed and refuses a changed amount', () => {
    const signed = signAlipayParams(params, privateKey);
    const content = alipaySignContent(signed);
    expect(content).not.toContain('sign=');
    expect(verifyRsa2(content, signed.sign ?? '', publicKey)).toBe(true);
    const changed = alipaySignContent({ ...signed, total_amount: '100.00' });
    expect(verifyRsa2(changed, signed.sign ?? '', publicKey)).toBe(false);
  });

  it('refuses another key, an empty and a malformed signature without throwing', () => {
    const content = alipaySignContent(params);
    const signature = signRsa2(content, privateKey);
    expect(verifyRsa2(content, signature, other.publicKey)).toBe(false);
    expect(verifyRsa2(content, '', publicKey)).toBe(false);
    expect(verifyRsa2(content, '%%%not base64', publicKey)).toBe(false);
  });

  it('is deterministic (PKCS#1 v1.5) and base64', () => {
    const a = signRsa2('a=1', privateKey);
    expect(a).toBe(signRsa2('a=1', privateKey));
    expect(Buffer.from(a, 'base64')).toHaveLength(256);
  });

  it('accepts PEM and the console’s bare base64 keys (PKCS#8, PKCS#1, SPKI)', () => {
    const pkcs8 = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const pkcs1 = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
    const spki = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const reference = signRsa2('a=1', privateKey);
    for (const key of [pkcs8, pkcs1, bare(pkcs8), bare(pkcs1)]) {
      expect(signRsa2('a=1', key)).toBe(reference);
    }
    // Pasted with line breaks in it.
    const wrapped = bare(spki).replace(/(.{64})/g, '$1\n');
    for (const key of [spki, bare(spki), wrapped]) {
      expect(verifyRsa2('a=1', reference, key)).toBe(true);
    }
  });
});
