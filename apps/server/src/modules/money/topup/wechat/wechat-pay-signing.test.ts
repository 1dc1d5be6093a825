import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  apiV3KeyBytes,
  authorizationHeader,
  checkWechatPaySignature,
  decryptResource,
  openNotifyResource,
  recordHeaders,
  requestSignString,
  responseSignString,
  signSha256Rsa,
  verifySha256Rsa,
  wechatPayNonce,
  wechatPayPrivateKey,
  wechatPayPublicKey,
} from './wechat-pay-signing.js';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });

describe('sign strings', () => {
  it('lays out a request as in the documentation’s GET /v3/certificates example', () => {
    expect(
      requestSignString(
        'GET',
        '/v3/certificates',
        '1554208460',
        '593BEC0C930BF1AFEB40B4A08C8FB242',
        '',
      ),
    ).toBe('GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n');
    // The official Java SDK's credential test: the query string is part of the URL line.
    expect(
      requestSignString(
        'GET',
        '/v3/pay/transactions/id/1217752501201407033233368018?mchid=1230000109',
        '1652750623',
        'eBYqCOxa0QudMnPvVilkTzOg3gHh5Z3u',
        '',
      ),
    ).toBe(
      'GET\n/v3/pay/transactions/id/1217752501201407033233368018?mchid=1230000109\n' +
        '1652750623\neBYqCOxa0QudMnPvVilkTzOg3gHh5Z3u\n\n',
    );
  });

  it('lays out an answer as in the documentation’s verification example, 204 included', () => {
    const body = '{"prepay_id":"wx2922034726858082fbd40b511c67630000"}';
    expect(responseSignString('1554209980', 'c5ac7061fccab6bf3e254dcf98995b8c', body)).toBe(
      `1554209980\nc5ac7061fccab6bf3e254dcf98995b8c\n${body}\n`,
    );
    expect(responseSignString('1554209980', 'n', '')).toBe('1554209980\nn\n\n');
  });

  it('writes the Authorization header as documented, on one line', () => {
    expect(
      authorizationHeader({
        mchId: '1900009191',
        nonce: '593BEC0C930BF1AFEB40B4A08C8FB242',
        signature: 'c2ln+/8=',
        timestamp: '1554208460',
        serialNo: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
      }),
    ).toBe(
      'WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",' +
        'signature="c2ln+/8=",timestamp="1554208460",serial_no="1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C"',
    );
    expect(wechatPayNonce()).toMatch(/^[0-9A-F]{32}$/);
    expect(wechatPayNonce()).not.toBe(wechatPayNonce());
  });
});

describe('SHA256-RSA signatures', () => {
  const content = requestSignString('POST', '/v3/pay/transactions/native', '1', 'N', '{"a":1}');

  it('verifies what was signed and nothing else', () => {
    const signature = signSha256Rsa(content, privateKey);
    expect(Buffer.from(signature, 'base64')).toHaveLength(256);
    // PKCS#1 v1.5 is deterministic (PSS would not be, and WeChat Pay does not accept it).
    expect(signSha256Rsa(content, privateKey)).toBe(signature);
    expect(verifySha256Rsa(content, signature, publicKey)).toBe(true);
    expect(verifySha256Rsa(content.replace('1}', '2}'), signature, publicKey)).toBe(false);
    expect(verifySha256Rsa(content, signature, other.publicKey)).toBe(false);
    expect(verifySha256Rsa(content, '', publicKey)).toBe(false);
    expect(verifySha256Rsa(content, '%%%not base64', publicKey)).toBe(false);
  });

  it('reads PKCS#8 and PKCS#1 private keys and SPKI public keys; refuses non-RSA keys', () => {
    const pkcs8 = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const pkcs1 = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
    const spki = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const reference = signSha256Rsa('x', privateKey);
    expect(signSha256Rsa('x', wechatPayPrivateKey(pkcs8))).toBe(reference);
    expect(signSha256Rsa('x', wechatPayPrivateKey(pkcs1))).toBe(reference);
    expect(verifySha256Rsa('x', reference, wechatPayPublicKey(spki))).toBe(true);
    const ec = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    expect(() => wechatPayPrivateKey(ec.privateKey)).toThrow(TypeError);
    expect(() => wechatPayPublicKey(ec.publicKey)).toThrow(TypeError);
    expect(() => wechatPayPublicKey('not a key')).toThrow();
  });
});

describe('checkWechatPaySignature', () => {
  const platform = { publicKey, publicKeyId: 'PUB_KEY_ID_0114', nowSeconds: 1_767_285_005 };
  const signed = (body: string, timestamp = platform.nowSeconds, serial = 'PUB_KEY_ID_0114') =>
    recordHeaders({
      'Wechatpay-Serial': serial,
      'Wechatpay-Timestamp': String(timestamp),
      'Wechatpay-Nonce': 'c5ac7061fccab6bf3e254dcf98995b8c',
      'Wechatpay-Signature': signSha256Rsa(
        responseSignString(String(timestamp), 'c5ac7061fccab6bf3e254dcf98995b8c', body),
        privateKey,
      ),
    });

  it('accepts a fresh answer signed with our public key id, 204 included', () => {
    expect(checkWechatPaySignature(signed('{"a":1}'), '{"a":1}', platform)).toBe('valid');
    expect(checkWechatPaySignature(signed(''), '', platform)).toBe('valid');
    expect(checkWechatPaySignature(signed('{"a":1}'), '{"a": 1}', platform)).toBe('signature');
  });

  it('refuses another serial (a platform certificate), missing headers and replays', () => {
    const certificateSerial = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
    expect(checkWechatPaySignature(signed('', undefined, certificateSerial), '', platform)).toBe(
      'signature',
    );
    expect(checkWechatPaySignature(() => undefined, '', platform)).toBe('signature');
    const now = platform.nowSeconds;
    expect(checkWechatPaySignature(signed('', now - 300), '', platform)).toBe('valid');
    expect(checkWechatPaySignature(signed('', now + 300), '', platform)).toBe('valid');
    expect(checkWechatPaySignature(signed('', now - 301), '', platform)).toBe('stale');
    expect(checkWechatPaySignature(signed('', now + 301), '', platform)).toBe('stale');
  });

  it('reads headers whatever their case and refuses repeated ones', () => {
    const lookup = recordHeaders({ 'wechatpay-nonce': 'a', 'WECHATPAY-SERIAL': ['x', 'y'] });
    expect(lookup('wechatpay-nonce')).toBe('a');
    expect(lookup('wechatpay-serial')).toBeUndefined();
  });
});

describe('AEAD_AES_256_GCM', () => {
  // The official wechatpay-java SDK's AeadAesCipherTest vector (its TestConfig.API_V3_KEY).
  const vector = {
    key: 'a7cde1ZJB1kG2e7VfTs3jQzaWizur8Gb',
    resource: {
      ciphertext: 'ulwSiIajGClcvcOYvOQ7+l+0PAbzzwI=',
      nonce: 'uluk4a9R25RW',
      associatedData: 'associatedData',
    },
  };

  it('decrypts the SDK’s test vector', () => {
    expect(decryptResource(vector.resource, vector.key)).toBe('message');
  });

  it('refuses a changed tag, ciphertext, nonce, associated data or key', () => {
    const sealed = Buffer.from(vector.resource.ciphertext, 'base64');
    const flip = (index: number) => {
      const copy = Buffer.from(sealed);
      copy[index] = (copy[index] ?? 0) ^ 1;
      return copy.toString('base64');
    };
    const attempts = [
      { ...vector.resource, ciphertext: flip(sealed.length - 1) },
      { ...vector.resource, ciphertext: flip(0) },
      { ...vector.resource, ciphertext: sealed.subarray(0, 15).toString('base64') },
      { ...vector.resource, nonce: 'uluk4a9R25RX' },
      { ...vector.resource, associatedData: 'transaction' },
    ];
    for (const resource of attempts) {
      expect(() => decryptResource(resource, vector.key)).toThrow();
    }
    expect(() => decryptResource(vector.resource, `${vector.key.slice(1)}x`)).toThrow();
  });

  it('needs an APIv3 key of exactly 32 bytes', () => {
    expect(apiV3KeyBytes(vector.key)).toHaveLength(32);
    expect(() => apiV3KeyBytes(vector.key.slice(1))).toThrow(RangeError);
    // 31 characters, but 33 bytes in UTF-8.
    expect(() => apiV3KeyBytes(`${vector.key.slice(2)}钻`)).toThrow(RangeError);
  });

  it('opens a notify body’s resource and says why it cannot', () => {
    const notify = (resource: Record<string, unknown>) =>
      JSON.stringify({
        resource: {
          algorithm: 'AEAD_AES_256_GCM',
          ciphertext: vector.resource.ciphertext,
          nonce: vector.resource.nonce,
          associated_data: vector.resource.associatedData,
          ...resource,
        },
      });
    expect(openNotifyResource(notify({}), vector.key)).toBe('message');
    const reason = (body: string) => {
      try {
        return openNotifyResource(body, vector.key);
      } catch (error) {
        return error instanceof Error ? error.message : error;
      }
    };
    expect(reason('not json')).toBe('resource');
    expect(reason('null')).toBe('resource');
    expect(reason('{"resource":"x"}')).toBe('resource');
    expect(reason(notify({ algorithm: 'AEAD_SM4_GCM' }))).toBe('resource');
    expect(reason(notify({ nonce: 12 }))).toBe('resource');
    expect(reason(notify({ associated_data: 'certificate' }))).toBe('decrypt');
  });
});
