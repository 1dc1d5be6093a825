import { describe, expect, it } from 'vitest';
import {
  hmacSha512Hex,
  parseVnpayTimestamp,
  phpUrlEncode,
  signedVnpayQuery,
  verifyVnpayHash,
  vnpAmountToVnd,
  vndToVnpAmount,
  vnpayHashData,
  vnpayPipeData,
  vnpayTimestamp,
} from './vnpay-signing.js';

const SECRET = 'TIFOTESTHASHSECRET0123456789ABCD';

/** The parameters of the example URL in VNPay's 2.1.0 docs (its secret is not published). */
const DOCUMENTED_EXAMPLE = {
  vnp_Amount: '1806000',
  vnp_Command: 'pay',
  vnp_CreateDate: '20210801153333',
  vnp_CurrCode: 'VND',
  vnp_IpAddr: '127.0.0.1',
  vnp_Locale: 'vn',
  vnp_OrderInfo: 'Thanh toan don hang :5',
  vnp_OrderType: 'other',
  vnp_ReturnUrl: 'https://domainmerchant.vn/ReturnUrl',
  vnp_TmnCode: 'DEMOV210',
  vnp_TxnRef: '5',
  vnp_Version: '2.1.0',
};
const DOCUMENTED_QUERY =
  'vnp_Amount=1806000&vnp_Command=pay&vnp_CreateDate=20210801153333&vnp_CurrCode=VND' +
  '&vnp_IpAddr=127.0.0.1&vnp_Locale=vn&vnp_OrderInfo=Thanh+toan+don+hang+%3A5' +
  '&vnp_OrderType=other&vnp_ReturnUrl=https%3A%2F%2Fdomainmerchant.vn%2FReturnUrl' +
  '&vnp_TmnCode=DEMOV210&vnp_TxnRef=5&vnp_Version=2.1.0';

describe('phpUrlEncode', () => {
  it('matches PHP urlencode byte for byte', () => {
    // php -r 'echo urlencode("a b*~!\x27()-_.+&=:/?#đ€ Thanh toán %");' (PHP 8.2)
    expect(phpUrlEncode("a b*~!'()-_.+&=:/?#đ€ Thanh toán %")).toBe(
      'a+b%2A%7E%21%27%28%29-_.%2B%26%3D%3A%2F%3F%23%C4%91%E2%82%AC+Thanh+to%C3%A1n+%25',
    );
    expect(phpUrlEncode('AZaz09')).toBe('AZaz09');
    expect(phpUrlEncode('')).toBe('');
  });

  it('does not throw on a lone surrogate from a caller', () => {
    expect(phpUrlEncode('\uD800x')).toBe('%EF%BF%BDx');
  });
});

describe('vnpayHashData', () => {
  it('reproduces the query string of VNPay’s documented example', () => {
    // Shuffled, to show the sort does the ordering.
    const shuffled = Object.fromEntries(Object.entries(DOCUMENTED_EXAMPLE).reverse());
    expect(vnpayHashData(shuffled)).toBe(DOCUMENTED_QUERY);
  });

  it('leaves out the hash, its type, empty values and parameters that are not vnp_*', () => {
    expect(
      vnpayHashData({
        vnp_TxnRef: 'TF1',
        vnp_SecureHash: 'ab',
        vnp_SecureHashType: 'HmacSHA512',
        vnp_BankTranNo: '',
        vnp_CardType: undefined,
        lang: 'vi',
        vnp_Amount: '100',
      }),
    ).toBe('vnp_Amount=100&vnp_TxnRef=TF1');
  });

  it('agrees with VNPay’s PHP sample run on the same parameters', () => {
    // VNPay's PHP sample loop (ksort, then urlencode(key)=urlencode(value) joined with &) and
    // hash_hmac('sha512', $hashdata, SECRET), run with PHP 8.2 on exactly these values.
    const params = {
      vnp_Version: '2.1.0',
      vnp_TmnCode: 'TIFO0001',
      vnp_Amount: '6000000',
      vnp_Command: 'pay',
      vnp_CreateDate: '20260102003005',
      vnp_CurrCode: 'VND',
      vnp_IpAddr: '203.0.113.7',
      vnp_Locale: 'vn',
      vnp_OrderInfo: 'Nap 60 kim cuong (don TF-1) *50% ~ đ',
      vnp_OrderType: 'other',
      vnp_ReturnUrl: 'https://tifo.example/wallet/vnpay?x=1&y=2',
      vnp_TxnRef: 'TF20260102A',
      vnp_ExpireDate: '20260102004505',
    };
    const data =
      'vnp_Amount=6000000&vnp_Command=pay&vnp_CreateDate=20260102003005&vnp_CurrCode=VND' +
      '&vnp_ExpireDate=20260102004505&vnp_IpAddr=203.0.113.7&vnp_Locale=vn' +
      '&vnp_OrderInfo=Nap+60+kim+cuong+%28don+TF-1%29+%2A50%25+%7E+%C4%91&vnp_OrderType=other' +
      '&vnp_ReturnUrl=https%3A%2F%2Ftifo.example%2Fwallet%2Fvnpay%3Fx%3D1%26y%3D2' +
      '&vnp_TmnCode=TIFO0001&vnp_TxnRef=TF20260102A&vnp_Version=2.1.0';
    const hash =
      '507827c56c84850d425761fce7a766a60bbbc17ad1d8e1972899952d870aa772' +
      '549e3233f60639e35f201b623066df890b2c59ec9e771fef0b7a59d11b20b024';
    expect(vnpayHashData(params)).toBe(data);
    expect(signedVnpayQuery(params, SECRET)).toBe(`${data}&vnp_SecureHash=${hash}`);
  });
});

describe('HMAC-SHA512', () => {
  it('signs the documented example as openssl does', () => {
    // VNPay does not publish the secret behind its example's hash, so this is recomputed with
    // another implementation: printf %s "$DOCUMENTED_QUERY" | openssl dgst -sha512 -hmac "$SECRET"
    expect(hmacSha512Hex(DOCUMENTED_QUERY, SECRET)).toBe(
      '6530663fb59c02bf5aa0b057c0d984166a641ac5f9d386005868103b17dcda1c' +
        'd7487641d44d819855e9e28529f9c00bb8339b77348f48735ece6516b9bbad79',
    );
  });

  it('joins querydr fields with pipes, a missing one as empty text', () => {
    const data = vnpayPipeData([
      '20260102003105abc',
      '2.1.0',
      'querydr',
      'DEMOV210',
      'TF1',
      '20260102000000',
      '20260102003105',
      '127.0.0.1',
      'Query TF1',
    ]);
    expect(data).toBe(
      '20260102003105abc|2.1.0|querydr|DEMOV210|TF1|20260102000000|20260102003105|127.0.0.1|Query TF1',
    );
    // printf %s "$data" | openssl dgst -sha512 -hmac "$SECRET"
    expect(hmacSha512Hex(data, SECRET)).toBe(
      '89fd624fd20e5b1fb35fdc7b0211dfb881e1bf5642f2dffedf572c9383ab52d8' +
        '7078c4debbc6320b370130e1ad61c77438bf7ed6f54472d483516cc874c00979',
    );
    expect(vnpayPipeData(['a', undefined, '', 'b'])).toBe('a|||b');
  });

  it('verifies in either case and refuses changed data, another secret or junk', () => {
    const hash = hmacSha512Hex('a=1', SECRET);
    expect(verifyVnpayHash('a=1', hash, SECRET)).toBe(true);
    expect(verifyVnpayHash('a=1', hash.toUpperCase(), SECRET)).toBe(true);
    expect(verifyVnpayHash('a=2', hash, SECRET)).toBe(false);
    expect(verifyVnpayHash('a=1', hash, `${SECRET}x`)).toBe(false);
    for (const junk of ['', hash.slice(2), `${hash}00`, `${hash.slice(1)}z`]) {
      expect(verifyVnpayHash('a=1', junk, SECRET)).toBe(false);
    }
  });
});

describe('amounts and timestamps', () => {
  it('sends integer đồng × 100 by digits and reads it back', () => {
    expect(vndToVnpAmount(1)).toBe('100');
    expect(vndToVnpAmount(60_000)).toBe('6000000');
    expect(vndToVnpAmount(9_999_999_999)).toBe('999999999900');
    for (const vnd of [0, -1, 1.5, Number.NaN, 10_000_000_000]) {
      expect(() => vndToVnpAmount(vnd)).toThrow(RangeError);
    }
    expect(vnpAmountToVnd('6000000')).toBe(60_000);
    expect(vnpAmountToVnd('100')).toBe(1);
    for (const text of [
      '',
      '0',
      '00',
      '6000050',
      '60000.00',
      '-100',
      '1e5',
      ' 100',
      'abc',
      '0100',
    ]) {
      expect(vnpAmountToVnd(text)).toBeUndefined();
    }
    expect(vnpAmountToVnd('900719925474099200')).toBeUndefined();
  });

  it('stamps times in GMT+7 and parses only real ones', () => {
    expect(vnpayTimestamp(new Date('2026-01-01T17:30:05Z'))).toBe('20260102003005');
    expect(parseVnpayTimestamp('20260102003005')).toEqual(new Date('2026-01-01T17:30:05Z'));
    for (const text of ['20260230120000', '20261301000000', '2026010200300', 'x0260102003005']) {
      expect(parseVnpayTimestamp(text)).toBeUndefined();
    }
    expect(() => vnpayTimestamp(new Date(Number.NaN))).toThrow(RangeError);
  });
});
